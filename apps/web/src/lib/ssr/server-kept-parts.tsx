import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import type { KeptPart, KeptParts } from './kept-parts';

/** Distinct props kept per server at most (a part's props change with the shop's settings and the year). */
const MOST_KEPT = 64;

/**
 * The server's kept parts: a part asked for with new props is rendered in that page as usual and, after the page,
 * alone (`renderWanted`), never inside a page's render; the pages after it use that markup.
 */
export class ServerKeptParts implements KeptParts {
  private readonly markup = new Map<string, string>();
  private readonly wanted = new Map<string, () => ReactElement>();

  /** How many parts' markups are kept. */
  get size(): number {
    return this.markup.size;
  }

  markupOf<Props>(part: KeptPart<Props>, props: Props): string | undefined {
    const key = `${part.name}\n${JSON.stringify(props)}`;
    const kept = this.markup.get(key);
    if (kept === undefined && this.markup.size < MOST_KEPT) this.wanted.set(key, () => part.render(props));
    return kept;
  }

  /** Renders the parts pages asked for and did not find, each alone, in a router for its links. */
  renderWanted(): void {
    // Most pages want none: emptying a kept Map gives it a new table in the old generation (decision 165).
    if (this.wanted.size === 0) return;
    for (const [key, element] of this.wanted) this.markup.set(key, renderToString(<MemoryRouter>{element()}</MemoryRouter>));
    this.wanted.clear();
  }
}
