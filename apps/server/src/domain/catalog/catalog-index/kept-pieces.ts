import type { ShownPiece } from './answer-json.ts';

/**
 * Products' shopper JSON kept by id within a budget of bytes. Beyond it, the oldest piece not shown since the store
 * last passed over it goes; a piece shown meanwhile gets a second chance at the back (decision 156). A piece shown is
 * then only marked, not moved: a listing miss reads 24–48 pieces, and moving each to the back of a 50,000-entry map
 * (a delete and a set) was ~5% of its main thread.
 */
export class KeptPieces {
  private readonly pieces = new Map<string, { readonly piece: ShownPiece; shown: boolean }>();
  private bytes = 0;

  constructor(private readonly budgetBytes: number) {}

  /** The piece kept for `id`, marked as shown. */
  shown(id: string): ShownPiece | undefined {
    const kept = this.pieces.get(id);
    if (kept === undefined) return undefined;
    kept.shown = true;
    return kept.piece;
  }

  /** Keeps the piece an answer is showing (so marked as shown: the newest piece does not go first). */
  keep(id: string, piece: ShownPiece): void {
    this.forget(id);
    this.pieces.set(id, { piece, shown: true });
    this.bytes += sizeOf(piece);
    while (this.bytes > this.budgetBytes) {
      const oldest = this.pieces.entries().next().value;
      if (oldest === undefined) break;
      const [oldestId, kept] = oldest;
      if (!kept.shown) {
        this.forget(oldestId);
        continue;
      }
      kept.shown = false;
      this.pieces.delete(oldestId);
      this.pieces.set(oldestId, kept);
    }
  }

  forget(id: string): void {
    const kept = this.pieces.get(id);
    if (kept === undefined) return;
    this.pieces.delete(id);
    this.bytes -= sizeOf(kept.piece);
  }

  clear(): void {
    this.pieces.clear();
    this.bytes = 0;
  }

  /** The bytes kept (each piece's JSON and digest). */
  get size(): number {
    return this.bytes;
  }
}

const sizeOf = (piece: ShownPiece) => piece.bytes.length + piece.digest.length;
