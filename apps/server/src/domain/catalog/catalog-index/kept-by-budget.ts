/**
 * Values kept by key up to a budget of their sizes, the least recently used dropped first (the newest is always kept):
 * the catalog index's per-lexeme lists that a search makes on first use (ranked postings, entries by slot).
 */
export class KeptByBudget<V> {
  private readonly values = new Map<string, V>();
  private used = 0;

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The kept value, now the most recently used. */
  get(key: string): V | undefined {
    const value = this.values.get(key);
    if (value !== undefined) {
      this.values.delete(key);
      this.values.set(key, value);
    }
    return value;
  }

  /** Keeps the value, dropping the least recently used ones while the sizes exceed the budget. */
  set(key: string, value: V): void {
    this.delete(key);
    this.values.set(key, value);
    this.used += this.sizeOf(value);
    while (this.used > this.budget && this.values.size > 1) {
      const oldest = this.values.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const value = this.values.get(key);
    if (value === undefined) return;
    this.values.delete(key);
    this.used -= this.sizeOf(value);
  }

  clear(): void {
    this.values.clear();
    this.used = 0;
  }

  /** The sizes kept, summed. */
  get size(): number {
    return this.used;
  }
}
