import { describe, expect, it } from 'vitest';
import { safeHttpUrl, subjectLine, textToHtml } from './blocks.ts';

describe('textToHtml', () => {
  it('turns blank lines into paragraphs and single line breaks into <br>, escaping everything', () => {
    expect(textToHtml('Hello <b>you</b>\r\nsecond line\n\n\n  Next & "last"  ', 'margin:0')).toBe(
      '<p style="margin:0">Hello &lt;b&gt;you&lt;/b&gt;<br>second line</p>\n<p style="margin:0">Next &amp; &quot;last&quot;</p>',
    );
    expect(textToHtml('   \n\n  ')).toBe('');
  });
});

describe('safeHttpUrl', () => {
  it('keeps absolute http(s) URLs only', () => {
    expect(safeHttpUrl('https://images.example.com/a.jpg')).toBe('https://images.example.com/a.jpg');
    expect(safeHttpUrl(' http://x.test/a b.png ')).toBe('http://x.test/a%20b.png');
    for (const value of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '/relative.png', '', undefined, 42]) {
      expect(safeHttpUrl(value)).toBeUndefined();
    }
  });
});

describe('subjectLine', () => {
  it('never lets a line break split the header', () => {
    expect(subjectLine('Sale\r\nBcc: victim@example.com')).toBe('Sale Bcc: victim@example.com');
  });
});
