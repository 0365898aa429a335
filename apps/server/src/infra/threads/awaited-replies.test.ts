import { describe, expect, it } from 'vitest';
import { AwaitedReplies } from './awaited-replies.ts';

describe('AwaitedReplies', () => {
  it('settles each call by its own number, keeps what the caller held until then, and ignores unknown numbers', async () => {
    const replies = new AwaitedReplies<string, { page: string }>();
    const first = replies.add({ page: '/a' });
    const second = replies.add({ page: '/b' });
    expect(first.id).not.toBe(second.id);
    expect(replies.size).toBe(2);
    expect(replies.held(second.id)).toEqual({ page: '/b' });
    replies.resolve(second.id, 'B');
    replies.reject(first.id, new Error('A failed'));
    replies.resolve(first.id, 'too late');
    replies.resolve(999, 'nobody');
    await expect(second.reply).resolves.toBe('B');
    await expect(first.reply).rejects.toThrow('A failed');
    expect(replies.size).toBe(0);
    expect(replies.held(second.id)).toBeUndefined();
  });

  it('fails every waiting call at once', async () => {
    const replies = new AwaitedReplies<string>();
    const calls = [replies.add(undefined), replies.add(undefined)];
    replies.failAll(new Error('the thread exited with code 1'));
    for (const call of calls) await expect(call.reply).rejects.toThrow('the thread exited with code 1');
    expect(replies.size).toBe(0);
  });
});
