import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isValidElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import * as lucide from 'lucide-react';
import type { LucideIcon, LucideIconData, LucideProps } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { ServerKeptIcons, serverIcon } from './server-lucide-icon';

const sourceDir = path.resolve(import.meta.dirname, '../..');

/** Every lucide icon the app imports (the icons the server's build swaps). */
function iconsTheAppImports(): string[] {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*{([^}]*)}\s*from\s*'lucide-react'/g)) {
          for (const name of (list ?? '').split(',').map((part) => part.trim().split(/\s+as\s+/)[0]?.trim() ?? '')) {
            if (name && !name.startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  visit(sourceDir);
  // lucide's `Icon` (which this file's subject imports) is not an icon.
  return [...names].filter((name) => name !== 'Icon' && typeof (lucide as Record<string, unknown>)[name] === 'object').sort();
}

/** The icon's data, as lucide's own component hands it to lucide's `Icon` (its render function reads no hook). */
function iconDataOf(component: LucideIcon): LucideIconData {
  const element = (component as unknown as { render: (props: object, ref: null) => ReactElement<{ icon: LucideIconData }> }).render({}, null);
  return element.props.icon;
}

/** The element `kept` gives for the icon, asked for while a page renders (lucide's `Icon` reads its context). */
function renderedBy(kept: ServerKeptIcons, icon: LucideIconData, props: LucideProps): ReactElement<Record<string, unknown>> {
  let element: ReactElement<Record<string, unknown>> | undefined;
  function Page() {
    element = kept.render(icon, props) as ReactElement<Record<string, unknown>>;
    return null;
  }
  renderToString(<Page />);
  if (!element) throw new Error('the page did not render');
  return element;
}

const propsSets: LucideProps[] = [
  {},
  { className: 'size-4 text-gold-deep', 'aria-hidden': 'true' },
  { size: 18, strokeWidth: 1.5, fill: 'currentColor', 'aria-label': 'Rated "4" <of> 5 & more' },
];

describe("the server's lucide icons (decision 136)", () => {
  const names = iconsTheAppImports();

  it('finds the icons the app imports', () => {
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain('ChevronLeft');
  });

  it("render lucide's own markup, asked for the first time and kept", () => {
    const kept = new ServerKeptIcons();
    for (const name of names) {
      const lucideIcon = (lucide as unknown as Record<string, LucideIcon>)[name] as LucideIcon;
      const ServerIcon = serverIcon(iconDataOf(lucideIcon), kept);
      for (const props of propsSets) {
        const lucideMarkup = renderToString(<LucideOriginal icon={lucideIcon} props={props} />);
        expect(renderToString(<ServerIcon {...props} />), `${name} first`).toBe(lucideMarkup);
        kept.renderWanted();
        expect(renderToString(<ServerIcon {...props} />), `${name} kept`).toBe(lucideMarkup);
      }
    }
    // Kept once per icon (an alias, such as Loader2 for LoaderCircle, is the same icon) and props.
    const icons = new Set(names.map((name) => iconDataOf((lucide as unknown as Record<string, LucideIcon>)[name] as LucideIcon).name));
    expect(kept.size).toBe(icons.size * propsSets.length);
  });

  it('puts in the kept markup once the page that asked is done', () => {
    const kept = new ServerKeptIcons();
    const icon = iconDataOf(lucide.ChevronLeft);
    expect(renderedBy(kept, icon, { className: 'size-3.5' }).props).not.toHaveProperty('dangerouslySetInnerHTML');
    expect(renderedBy(kept, icon, { className: 'size-3.5' }).props).not.toHaveProperty('dangerouslySetInnerHTML');
    kept.renderWanted();
    expect(renderedBy(kept, icon, { className: 'size-3.5' }).props).toMatchObject({
      className: 'lucide lucide-chevron-left size-3.5',
      dangerouslySetInnerHTML: { __html: '<path d="m15 18-6-6 6-6"></path>' },
    });
    expect(renderedBy(kept, icon, { className: 'size-4' }).props).not.toHaveProperty('dangerouslySetInnerHTML');
    expect(kept.size).toBe(1);
  });

  it('keeps no icon with children, and leaves event handlers out of what it keeps', () => {
    const kept = new ServerKeptIcons();
    const icon = iconDataOf(lucide.Star);
    const titled = <lucide.Star>{[<title key="t">Rated</title>]}</lucide.Star>;
    const ServerStar = serverIcon(icon, kept);
    const withTitle = renderToString(<ServerStar>{[<title key="t">Rated</title>]}</ServerStar>);
    kept.renderWanted();
    expect(kept.size).toBe(0);
    expect(withTitle).toBe(renderToString(titled));
    renderedBy(kept, icon, { onClick: () => undefined });
    kept.renderWanted();
    const element = renderedBy(kept, icon, { onClick: () => undefined });
    expect(isValidElement(element)).toBe(true);
    expect(element.props).not.toHaveProperty('onClick');
    expect(element.props).toHaveProperty('dangerouslySetInnerHTML');
  });
});

function LucideOriginal({ icon: Component, props }: { icon: LucideIcon; props: LucideProps }) {
  return <Component {...props} />;
}
