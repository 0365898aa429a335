import { NumberedSlots } from './numbered-slots.ts';

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
  /** In numbered slots, not a `Map`: a call's promise and what it holds die young once it is answered (decision 165). */
  private readonly waiting = new NumberedSlots<Awaited<Reply, Held>>();

  get size(): number {
    return this.waiting.size;
  }

  /** Numbers a new call: its number to send, and its reply to wait for. */
  add(held: Held): { id: number; reply: Promise<Reply> } {
    let id = 0;
    const reply = new Promise<Reply>((resolve, reject) => {
      id = this.waiting.add({ resolve, reject, held });
    });
    return { id, reply };
  }

  /** What the caller keeps with a call still waiting. */
  held(id: number): Held | undefined {
    return this.waiting.get(id)?.held;
  }

  resolve(id: number, reply: Reply): void {
    this.waiting.take(id)?.resolve(reply);
  }

  reject(id: number, error: Error): void {
    this.waiting.take(id)?.reject(error);
  }

  failAll(error: Error): void {
    for (const call of this.waiting.takeAll()) call.reject(error);
  }
}
