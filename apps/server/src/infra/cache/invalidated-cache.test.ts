import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvalidatedCache } from './invalidated-cache.ts';

function counter() {
  let loads = 0;
  return {
    load: (value: string) => async () => {
      loads += 1;
      return value;
    },
    get loads() {
      return loads;
    },
  };
}

describe('InvalidatedCache', () => {
  it('serves a loaded entry until invalidated', async () => {
    const cache = new InvalidatedCache<string>();
    cache.setLive(true);
    const source = counter();
    expect(await cache.get('a', source.load('one'))).toBe('one');
    expect(await cache.get('a', source.load('two'))).toBe('one');
    expect(source.loads).toBe(1);
    cache.invalidate();
    expect(await cache.get('a', source.load('three'))).toBe('three');
    expect(source.loads).toBe(2);
  });

  it('never keeps anything while not live, and forgets everything when it goes live again', async () => {
    const cache = new InvalidatedCache<string>();
    const source = counter();
    expect(await cache.get('a', source.load('one'))).toBe('one');
    expect(await cache.get('a', source.load('two'))).toBe('two');
    expect(cache.size).toBe(0);
    cache.setLive(true);
    await cache.get('a', source.load('three'));
    cache.setLive(false);
    expect(await cache.get('a', source.load('four'))).toBe('four');
    cache.setLive(true);
    expect(await cache.get('a', source.load('five'))).toBe('five');
  });

  it('shares one load between concurrent misses', async () => {
    const cache = new InvalidatedCache<string>();
    cache.setLive(true);
    const source = counter();
    const [first, second] = await Promise.all([cache.get('a', source.load('x')), cache.get('a', source.load('y'))]);
    expect([first, second]).toEqual(['x', 'x']);
    expect(source.loads).toBe(1);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const cache = new InvalidatedCache<string>();
    cache.setLive(true);
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.invalidate();
    release('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('a', async () => 'fresh')).toBe('fresh');
  });

  it('forgets a failed load and evicts the least recently used beyond its size', async () => {
    const cache = new InvalidatedCache<string>(2);
    cache.setLive(true);
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'a')).toBe('a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'a2'); // touch a
    await cache.get('c', async () => 'c'); // evicts b
    expect(await cache.get('a', async () => 'a3')).toBe('a');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });

  describe("kept from a key's second ask (decision 116)", () => {
    it("loads a key's first ask for its caller alone, keeps it from the second and serves it from the third", async () => {
      const cache = new InvalidatedCache<string>(10, () => [], { keep: 'from the second ask' });
      cache.setLive(true);
      const source = counter();
      expect(await cache.get('a', source.load('one'))).toBe('one');
      expect(cache.has('a')).toBe(false);
      expect(await cache.get('a', source.load('two'))).toBe('two');
      expect(cache.has('a')).toBe(true);
      expect(await cache.get('a', source.load('three'))).toBe('two');
      expect(source.loads).toBe(2);
    });

    it('keeps a key asked before an invalidation at its first ask after it, and shares that load', async () => {
      const cache = new InvalidatedCache<string>(10, () => [], { keep: 'from the second ask' });
      cache.setLive(true);
      const source = counter();
      await cache.get('a', source.load('before'));
      cache.invalidate();
      const [first, second] = await Promise.all([cache.get('a', source.load('x')), cache.get('a', source.load('y'))]);
      expect([first, second]).toEqual(['x', 'x']);
      expect(await cache.get('a', source.load('z'))).toBe('x');
      expect(source.loads).toBe(2);
    });

    it('forgets a key once many others have been asked for since', async () => {
      const cache = new InvalidatedCache<string>(10, () => [], { keep: 'from the second ask' });
      cache.setLive(true);
      await cache.get('a', async () => 'one');
      for (let other = 0; other < 100; other += 1) await cache.get(`other-${other}`, async () => 'x');
      await cache.get('a', async () => 'two');
      expect(cache.has('a')).toBe(false);
    });
  });

  describe('with a deadline (the next sale start or end, decision 081)', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('serves entries until the deadline and loads afresh from it, without any invalidation', async () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const cache = new InvalidatedCache<string>();
      cache.setLive(true);
      cache.expireAt(1_060_000);
      await cache.get('a', async () => 'on sale');
      vi.setSystemTime(1_059_999);
      expect(await cache.get('a', async () => 'not yet')).toBe('on sale');
      vi.setSystemTime(1_060_000);
      expect(await cache.get('a', async () => 'sale over')).toBe('sale over');
      // The next deadline is not known yet: what is loaded meanwhile is kept until it is, then dropped.
      expect(await cache.get('a', async () => 'again')).toBe('sale over');
      cache.expireAt(2_000_000);
      expect(await cache.get('a', async () => 'after the look-up')).toBe('after the look-up');
      expect(await cache.get('a', async () => 'kept')).toBe('after the look-up');
    });

    it('drops entries at once when a new deadline comes after the old one has passed unread', async () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const cache = new InvalidatedCache<string>();
      cache.setLive(true);
      cache.expireAt(1_060_000);
      await cache.get('a', async () => 'on sale');
      vi.setSystemTime(1_070_000);
      cache.expireAt(2_000_000);
      expect(cache.size).toBe(0);
      expect(await cache.get('a', async () => 'sale over')).toBe('sale over');
    });

    it('keeps entries when the deadline moves before it passes', async () => {
      vi.useFakeTimers({ now: 1_000_000 });
      const cache = new InvalidatedCache<string>();
      cache.setLive(true);
      cache.expireAt(1_060_000);
      await cache.get('a', async () => 'kept');
      cache.expireAt(Number.POSITIVE_INFINITY);
      vi.setSystemTime(5_000_000);
      expect(await cache.get('a', async () => 'reloaded')).toBe('kept');
    });

    describe('naming what goes at it (decision 121)', () => {
      const tagged = () => {
        const cache = new InvalidatedCache<{ value: string; tags: string[] }>(10, (entry) => entry.tags);
        cache.setLive(true);
        return cache;
      };
      const entry =
        (value: string, ...tags: string[]) =>
        async () => ({ value, tags });

      it('drops only the entries under its tags when it passes', async () => {
        vi.useFakeTimers({ now: 1_000_000 });
        const cache = tagged();
        cache.expireAt(1_060_000, ['product:on-sale', 'catalog:listing']);
        await cache.get('on-sale', entry('full price', 'product:on-sale'));
        await cache.get('listing', entry('old order', 'catalog:listing', 'product:other'));
        await cache.get('other', entry('kept', 'product:other'));
        vi.setSystemTime(1_060_000);
        expect((await cache.get('on-sale', entry('sale price', 'product:on-sale'))).value).toBe('sale price');
        expect((await cache.get('listing', entry('new order', 'catalog:listing'))).value).toBe('new order');
        expect((await cache.get('other', entry('reloaded', 'product:other'))).value).toBe('kept');
      });

      it('drops them when the next deadline comes after it passed unread, and keeps the rest', async () => {
        vi.useFakeTimers({ now: 1_000_000 });
        const cache = tagged();
        cache.expireAt(1_060_000, ['product:on-sale']);
        await cache.get('on-sale', entry('full price', 'product:on-sale'));
        await cache.get('other', entry('kept', 'product:other'));
        vi.setSystemTime(1_070_000);
        cache.expireAt(2_000_000, ['product:other']);
        expect(cache.has('on-sale')).toBe(false);
        expect(cache.has('other')).toBe(true);
      });

      it('keeps what was loaded after it passed when the next comes with tags (the caller dropped what changed meanwhile)', async () => {
        vi.useFakeTimers({ now: 1_000_000 });
        const cache = tagged();
        cache.expireAt(1_060_000, ['product:on-sale']);
        vi.setSystemTime(1_060_000);
        await cache.get('on-sale', entry('sale price', 'product:on-sale'));
        cache.expireAt(2_000_000, ['product:on-sale']);
        expect((await cache.get('on-sale', entry('reloaded', 'product:on-sale'))).value).toBe('sale price');
        // Without tags the caller cannot say, so everything loaded meanwhile goes.
        vi.setSystemTime(2_000_000);
        await cache.get('on-sale', entry('sale over', 'product:on-sale'));
        cache.expireAt(3_000_000);
        expect(cache.size).toBe(0);
      });
    });
  });
});

describe('InvalidatedCache with tags (decision 099)', () => {
  const tagged = () => new InvalidatedCache<{ value: string; tags: string[] }>(10, (entry) => entry.tags);

  it('drops only the entries under a dropped tag', async () => {
    const cache = tagged();
    cache.setLive(true);
    await cache.get('a', async () => ({ value: 'a', tags: ['product:1', 'listing'] }));
    await cache.get('b', async () => ({ value: 'b', tags: ['product:2'] }));
    await cache.get('c', async () => ({ value: 'c', tags: [] }));
    cache.invalidateTags(['product:1']);
    expect(cache.keys().sort()).toEqual(['b', 'c']);
    cache.invalidateTags(['listing', 'product:3']);
    expect(cache.keys().sort()).toEqual(['b', 'c']);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('does not keep a load that a drop of one of its tags overtook', async () => {
    const cache = tagged();
    cache.setLive(true);
    let release: (value: { value: string; tags: string[] }) => void = () => undefined;
    const slow = cache.get('a', () => new Promise((resolve) => (release = resolve)));
    cache.invalidateTags(['product:1']);
    release({ value: 'stale', tags: ['product:1'] });
    expect((await slow).value).toBe('stale');
    expect(cache.has('a')).toBe(false);
  });

  it('keeps a load when the drops meanwhile named other tags', async () => {
    const cache = tagged();
    cache.setLive(true);
    let release: (value: { value: string; tags: string[] }) => void = () => undefined;
    const slow = cache.get('a', () => new Promise((resolve) => (release = resolve)));
    cache.invalidateTags(['product:9']);
    release({ value: 'fresh', tags: ['product:1'] });
    await slow;
    expect(cache.has('a')).toBe(true);
    expect(cache.tagsOf('a')).toEqual(['product:1']);
  });

  it('keeps each entry under a tag it shares with others, through evictions and drops of other tags', async () => {
    const cache = new InvalidatedCache<{ tags: string[] }>(3, (entry) => entry.tags);
    cache.setLive(true);
    await cache.get('a', async () => ({ tags: ['shared', 'only-a'] }));
    await cache.get('b', async () => ({ tags: ['shared', 'shared'] }));
    await cache.get('c', async () => ({ tags: ['shared', 'only-c'] }));
    await cache.get('d', async () => ({ tags: ['only-d'] }));
    expect(cache.keys()).toEqual(['b', 'c', 'd']);
    cache.invalidateTags(['only-a', 'only-c']);
    expect(cache.keys()).toEqual(['b', 'd']);
    await cache.get('e', async () => ({ tags: ['only-e'] }));
    cache.invalidateTags(['shared']);
    expect(cache.keys()).toEqual(['d', 'e']);
    await cache.get('b', async () => ({ tags: ['shared'] }));
    cache.invalidateTags(['shared']);
    expect(cache.keys()).toEqual(['d', 'e']);
  });

  it('forgets the tags of an entry evicted for room', async () => {
    const cache = new InvalidatedCache<{ tags: string[] }>(1, (entry) => entry.tags);
    cache.setLive(true);
    await cache.get('a', async () => ({ tags: ['x'] }));
    await cache.get('b', async () => ({ tags: ['x'] }));
    expect(cache.keys()).toEqual(['b']);
    cache.invalidateTags(['x']);
    expect(cache.size).toBe(0);
  });
});
