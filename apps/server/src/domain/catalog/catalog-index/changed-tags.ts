import type { DroppedTags } from '../../../infra/cache/invalidated-cache.ts';
import { CATALOG_TAGS, SIMILAR_OF_PREFIX } from './catalog-tags.ts';

/**
 * The tags a catalog change drops (decision 169): those it names, and of a product's similar-scents tags
 * (`CATALOG_TAGS.similarOf`), when the change is of the `similar` class, only those whose similar scents it moved —
 * asked of the index (`similarMoved`) the first time a kept entry carries one. Without the index (not loaded) every
 * such tag goes. Once every cache has dropped what it keeps (`seal`), a load that was under way is not kept if it
 * shows similar scents: it may have ranked them before the change.
 */
export class ChangedTags implements DroppedTags {
  private readonly named: Set<string>;
  private readonly moved = new Map<string, boolean>();
  private isSealed = false;

  constructor(
    named: Iterable<string>,
    private readonly similarMoved?: (productId: string) => boolean,
  ) {
    this.named = new Set(named);
  }

  get size(): number {
    return this.named.size;
  }

  add(tag: string): void {
    this.named.add(tag);
  }

  has(tag: string): boolean {
    if (this.named.has(tag)) return true;
    if (!tag.startsWith(SIMILAR_OF_PREFIX) || !this.named.has(CATALOG_TAGS.similar)) return false;
    if (!this.similarMoved || this.isSealed) return true;
    let moved = this.moved.get(tag);
    if (moved === undefined) {
      moved = this.similarMoved(tag.slice(SIMILAR_OF_PREFIX.length));
      this.moved.set(tag, moved);
    }
    return moved;
  }

  seal(): void {
    this.isSealed = true;
  }
}
