/**
 * Items for another thread posted together, one message per turn of the event loop (decision 137). A message costs
 * both threads a serialisation, a wake-up and an event: at one a call, a product page's five API calls and their
 * answers took ~7% of each thread. A page's loaders make their calls in the same turn, and cached answers are ready in
 * the same turn, so each crosses as one message.
 */
export class PostedTogether<Item> {
  private items: Item[] = [];

  constructor(private readonly post: (items: Item[]) => void) {}

  /** Posts the item with the others added in this turn, once the turn ends. */
  add(item: Item): void {
    this.items.push(item);
    if (this.items.length === 1) setImmediate(() => this.flush());
  }

  private flush(): void {
    const items = this.items;
    this.items = [];
    this.post(items);
  }
}
