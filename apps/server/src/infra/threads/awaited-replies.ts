interface Awaited<Reply, Held> {
  resolve: (reply: Reply) => void;
  reject: (error: Error) => void;
  held: Held;
}

/**
 * Calls sent to a worker thread and not yet answered, by number (the renderer's thread, decision 120; the PDF thread,
 * decision 123): each settled by its reply, or all failed at once when the thread dies or is stopped. `held` is what
 * the caller keeps with a call until it is answered (a page's answerer of API calls).
 */
export class AwaitedReplies<Reply, Held = undefined> {
  private readonly waiting = new Map<number, Awaited<Reply, Held>>();
  private last = 0;

  get size(): number {
    return this.waiting.size;
  }

  /** Numbers a new call: its number to send, and its reply to wait for. */
  add(held: Held): { id: number; reply: Promise<Reply> } {
    const id = ++this.last;
    const reply = new Promise<Reply>((resolve, reject) => this.waiting.set(id, { resolve, reject, held }));
    return { id, reply };
  }

  /** What the caller keeps with a call still waiting. */
  held(id: number): Held | undefined {
    return this.waiting.get(id)?.held;
  }

  resolve(id: number, reply: Reply): void {
    const call = this.waiting.get(id);
    this.waiting.delete(id);
    call?.resolve(reply);
  }

  reject(id: number, error: Error): void {
    const call = this.waiting.get(id);
    this.waiting.delete(id);
    call?.reject(error);
  }

  failAll(error: Error): void {
    const calls = [...this.waiting.values()];
    this.waiting.clear();
    for (const call of calls) call.reject(error);
  }
}
