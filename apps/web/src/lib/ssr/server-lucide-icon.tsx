import { createElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon, type LucideIcon, type LucideIconData, type LucideProps } from 'lucide-react';

/**
 * The server's lucide icons (decision 136). The server's build gives lucide's icon modules this `createLucideIcon`
 * instead of lucide's own (`keptIconsInServerBuild`, vite.config.ts); the browser's build keeps lucide's.
 *
 * An icon's markup is a function of its props (the app gives lucide no context): two forwardRefs, its attributes
 * built by object spreads and a React element for each of its paths, ~15 times a product page (~10% of the renderer).
 * Here an icon asked for with new props renders as lucide renders it and is kept after the page (`renderWanted`,
 * never inside a page's render); the pages after it get one `<svg>` with lucide's attributes and its paths' markup as
 * they were — the same markup, which the browser's lucide then hydrates.
 */

/** Distinct icon and props pairs kept at most (the app's icons take a few class names each). */
const MOST_KEPT = 512;

/**
 * lucide's `Icon` is a forwardRef: its render function gives the `<svg>` element itself. Read when an icon renders:
 * lucide's modules import this one, so `Icon` may not be there yet while they load.
 */
function renderIcon(props: LucideProps & { icon: LucideIconData }): ReactElement<SvgProps> {
  return (Icon as unknown as { render: (props: LucideProps & { icon: LucideIconData }, ref: null) => ReactElement<SvgProps> }).render(props, null);
}

type SvgProps = Record<string, unknown> & { children?: ReactNode };

export class ServerKeptIcons {
  /** The `<svg>`'s props by icon and props: lucide's attributes and its paths' markup. */
  private readonly kept = new Map<string, Record<string, unknown>>();
  private readonly wanted = new Map<string, { attributes: Record<string, unknown>; paths: ReactNode }>();

  /** How many icon and props pairs are kept. */
  get size(): number {
    return this.kept.size;
  }

  render(icon: LucideIconData, props: LucideProps): ReactElement {
    const key = keyOf(icon, props);
    const kept = key === undefined ? undefined : this.kept.get(key);
    if (kept) return createElement('svg', kept);
    const svg = renderIcon({ ...props, icon });
    if (key !== undefined && this.kept.size < MOST_KEPT) {
      const { children, ...attributes } = svg.props;
      this.wanted.set(key, { attributes: keptAttributes(attributes), paths: children });
    }
    return svg;
  }

  /** Renders the paths of the icons pages asked for and did not find, each alone. */
  renderWanted(): void {
    // Most pages want none: emptying a kept Map gives it a new table in the old generation (decision 165).
    if (this.wanted.size === 0) return;
    for (const [key, { attributes, paths }] of this.wanted) {
      const markup = renderToStaticMarkup(createElement('svg', null, paths));
      const inner = markup.slice('<svg>'.length, -'</svg>'.length);
      this.kept.set(key, { ...attributes, dangerouslySetInnerHTML: { __html: inner } });
    }
    this.wanted.clear();
  }
}

/** An icon with children (a `<title>`, say) or props that cannot be written as JSON is not kept. */
function keyOf(icon: LucideIconData, props: LucideProps): string | undefined {
  if (props.children !== undefined || !icon.name) return undefined;
  try {
    // Functions (event handlers) are left out: the server's markup has none of them.
    return `${icon.name}\n${JSON.stringify(props)}`;
  } catch {
    return undefined;
  }
}

/** The attributes without event handlers (the first page's would be kept alive otherwise) or a ref. */
function keptAttributes(attributes: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(attributes).filter(([name, value]) => typeof value !== 'function' && name !== 'ref'));
}

/** The icons of this thread's pages; the server's entry renders the wanted ones after each page. */
export const keptIcons = new ServerKeptIcons();

/** An icon's component for the server: it renders through `kept` (a ref has nothing to point at there). */
export function serverIcon(icon: LucideIconData, kept: ServerKeptIcons): LucideIcon {
  const ServerIcon = ({ ref: _ref, ...props }: LucideProps) => kept.render(icon, props);
  if (icon.name) ServerIcon.displayName = icon.name;
  return ServerIcon as unknown as LucideIcon;
}

/** lucide's `createLucideIcon(iconData)`, in the server's build: the icon renders through this thread's kept icons. */
export default function createLucideIcon(icon: LucideIconData): LucideIcon {
  return serverIcon(icon, keptIcons);
}
