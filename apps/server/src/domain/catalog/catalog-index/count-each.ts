import type { Bits } from './bitset.ts';

/** count-each.wat compiled by wabt's wat2wasm (count-each.test.ts checks that it still is). */
export const COUNT_EACH_WASM =
  'AGFzbQEAAAABCgFgBn9/f39/fwADAgEABQMBAAEHFgIGbWVtb3J5AgAJY291bnRFYWNoAAAKcwFxAgR/AX4gBEEDdCEJIAEhBwJAA0AgBiACTw0BQgAhCkEAIQgCQANAIAggCU8NASAKIAAgCGopAwAgByAIaikDAIN7fCEKIAhBCGohCAwACwsgBSAGQQJ0aiAKpzYCACAHIANqIQcgBkEBaiEGDAALCws=';

interface CountEachExports {
  memory: WebAssembly.Memory;
  countEach: (base: number, sets: number, n: number, stride: number, words: number, out: number) => void;
}

const PAGE_BYTES = 65_536;

/**
 * |base ∧ set| for each of many sets, in WebAssembly: facet counts AND each value set with what the filters leave and
 * count the bits, ~120 sets of 1,563 words at 50,000 products, and JavaScript's 32-bit bit-twiddling count was most of
 * a filtered listing miss's CPU; WebAssembly counts 64 bits with one instruction (decision 118). The sets are copied
 * into the module's memory once per version of them (the index bumps it on every change), the base on every count.
 *
 * Memory: [base][counts][set 0][set 1]…, each set `stride` bytes (its words rounded up to 64 bits, the rest zero).
 */
export class SetCounter {
  private readonly wasm: CountEachExports;
  private held: { sets: number; words: number; version: number } | undefined;

  constructor() {
    const module = new WebAssembly.Module(Buffer.from(COUNT_EACH_WASM, 'base64'));
    this.wasm = new WebAssembly.Instance(module, {}).exports as unknown as CountEachExports;
  }

  /** Copies `sets` (their first `words` words) into the module, unless this version of them is there already. */
  hold(sets: readonly Bits[], words: number, version: number): void {
    const held = this.held;
    if (held && held.version === version && held.words === words && held.sets === sets.length) return;
    const layout = layoutOf(words, sets.length);
    const needed = layout.setsAt + layout.stride * sets.length;
    const { memory } = this.wasm;
    if (memory.buffer.byteLength < needed) memory.grow(Math.ceil((needed - memory.buffer.byteLength) / PAGE_BYTES));
    const whole = new Uint32Array(memory.buffer);
    sets.forEach((set, k) => {
      const at = (layout.setsAt + k * layout.stride) / 4;
      whole.fill(0, at, at + layout.stride / 4);
      whole.set(set.subarray(0, Math.min(words, set.length)), at);
    });
    this.held = { sets: sets.length, words, version };
  }

  /** counts[k] = |base ∧ set (first + k)| for k < n, over the held words. */
  count(base: Bits, first: number, n: number): Uint32Array {
    const held = this.held;
    if (!held || first < 0 || first + n > held.sets) throw new Error('SetCounter: count asked for sets it does not hold');
    const layout = layoutOf(held.words, held.sets);
    const whole = new Uint32Array(this.wasm.memory.buffer);
    whole.fill(0, 0, layout.stride / 4);
    whole.set(base.subarray(0, Math.min(held.words, base.length)), 0);
    this.wasm.countEach(0, layout.setsAt + first * layout.stride, n, layout.stride, layout.stride / 8, layout.countsAt);
    return new Uint32Array(this.wasm.memory.buffer, layout.countsAt, n).slice();
  }
}

function layoutOf(words: number, sets: number): { stride: number; countsAt: number; setsAt: number } {
  const stride = Math.max(8, Math.ceil(words / 2) * 8);
  const countsAt = stride;
  const setsAt = countsAt + Math.ceil((sets * 4) / 8) * 8;
  return { stride, countsAt, setsAt };
}
