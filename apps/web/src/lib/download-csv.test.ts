import { describe, expect, it } from 'vitest';
import { createCsvRecordCounter } from './download-csv';

describe('counting CSV records as they stream in', () => {
  it('counts line ends between records, not inside quoted cells, whatever the pieces', () => {
    const text = 'order_number,product\nA1,"Rose, ""Absolue""\nsecond line"\nB2,Oud\n';
    for (const size of [1, 2, 5, text.length]) {
      const counter = createCsvRecordCounter();
      for (let start = 0; start < text.length; start += size) counter.push(text.slice(start, start + size));
      expect(counter.records).toBe(3);
    }
  });
});
