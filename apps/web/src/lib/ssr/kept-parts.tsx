import { createContext, useContext, type ReactElement } from 'react';

/**
 * A part of the storefront's layout whose markup is a function of its props alone (the footer: the shop's details and
 * the year). On the server its markup is rendered once per props and put into every page after as it is (decision
 * 135): the footer, logo and navigation were ~20% of a product page's render. In the browser the part renders as
 * usual, and hydration finds the markup it would have rendered. A part may hold `Link`s; it reads no other context.
 */
export interface KeptPart<Props> {
  name: string;
  render: (props: Props) => ReactElement;
}

/** The server's markup of kept parts; none in the browser. */
export interface KeptParts {
  /** The part's markup for these props once rendered; until then undefined (render it in the page as usual). */
  markupOf<Props>(part: KeptPart<Props>, props: Props): string | undefined;
}

const KeptPartsContext = createContext<KeptParts | undefined>(undefined);

export const KeptPartsProvider = KeptPartsContext.Provider;

/**
 * The part's kept markup for an element's `dangerouslySetInnerHTML` (on the server, once rendered), or undefined:
 * then render `part.render(props)` as the element's children.
 */
export function useKeptMarkup<Props>(part: KeptPart<Props>, props: Props): { __html: string } | undefined {
  const markup = useContext(KeptPartsContext)?.markupOf(part, props);
  return markup === undefined ? undefined : { __html: markup };
}
