/**
 * The ids of what changed, in order, so that something made from the state before can be checked against what changed
 * since instead of being made again (similar scents, decision 168). Past `capacity` the older half is let go: a check
 * reaching back beyond what is kept fails, and the caller makes its thing again.
 */
export class ChangeLog {
  private ids: string[] = [];
  /** How many changes came before `ids[0]`. */
  private start = 0;

  constructor(private readonly capacity: number) {}

  /** How many changes were ever logged: what is made now has seen all of them. */
  get count(): number {
    return this.start + this.ids.length;
  }

  add(id: string): void {
    this.ids.push(id);
    if (this.ids.length > this.capacity) {
      const dropped = this.ids.length - Math.floor(this.capacity / 2);
      this.ids = this.ids.slice(dropped);
      this.start += dropped;
    }
  }

  /** Lets every change go: nothing made before now passes `everySince`. */
  forgetAll(): void {
    this.start = this.count + 1;
    this.ids = [];
  }

  /**
   * Whether each id changed since `seen` (a `count` read earlier) passes `holds`, in the order they changed; false as
   * soon as one does not, or when some of them are no longer kept.
   */
  everySince(seen: number, holds: (id: string) => boolean): boolean {
    if (seen < this.start || seen > this.count) return false;
    for (let at = seen - this.start; at < this.ids.length; at += 1) if (!holds(this.ids[at] ?? '')) return false;
    return true;
  }
}
