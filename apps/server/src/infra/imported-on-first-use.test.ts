import { describe, expect, it, vi } from 'vitest';
import { importedOnFirstUse } from './imported-on-first-use.ts';

describe('a library imported on first use', () => {
  it('is not loaded until asked for, then loaded once however often and however concurrently it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve({ name: 'library' }));
    const library = importedOnFirstUse(load);
    expect(load).not.toHaveBeenCalled();
    const [first, second] = await Promise.all([library(), library()]);
    expect(await library()).toBe(first);
    expect(second).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
