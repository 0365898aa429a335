import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer rules of docs/architecture.md are ESLint rules (eslint.config.js): these fixtures, linted as if they
 * sat at the given paths, show that a wrong import fails the build and a right one passes. Every import names a
 * real module, because a path the resolver cannot find is not checked.
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

describe('lint boundaries', { timeout: 60_000 }, () => {
  it.each([
    [
      'a web feature importing another feature',
      'apps/web/src/features/catalog/components/fixture.tsx',
      "import { CartSheet } from '@/features/cart/components/cart-sheet';\nexport const Fixture = CartSheet;\n",
    ],
    [
      'the same, by a relative path',
      'apps/web/src/features/catalog/components/fixture.tsx',
      "import { CartSheet } from '../../cart/components/cart-sheet';\nexport const Fixture = CartSheet;\n",
    ],
    [
      'a web feature importing the app layer',
      'apps/web/src/features/catalog/components/fixture.tsx',
      "import { RequireAuth } from '@/app/guards';\nexport const Fixture = RequireAuth;\n",
    ],
    [
      'shared lib importing a feature',
      'apps/web/src/lib/fixture.ts',
      "import { useLogin } from '@/features/auth/api/use-login';\nexport const fixture = useLogin;\n",
    ],
    [
      'the database layer importing a use case',
      'apps/server/src/db/fixture.ts',
      "import { addItemToCart } from '../domain/cart/add-item-to-cart.ts';\nexport const fixture = addItemToCart;\n",
    ],
    [
      'a use case importing HTTP code',
      'apps/server/src/domain/cart/fixture.ts',
      "import { requireUser } from '../../http/guards.ts';\nexport const fixture = requireUser;\n",
    ],
    [
      'a route reading a table directly',
      'apps/server/src/http/cart/fixture.ts',
      "import { users } from '../../db/schema/index.ts';\nexport const fixture = users;\n",
    ],
    [
      'an adapter importing a use case',
      'apps/server/src/infra/images/fixture.ts',
      "import { openImage } from '../../domain/catalog/product-images.ts';\nexport const fixture = openImage;\n",
    ],
  ])('fails on %s', async (_name, filePath, code) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^import-x\/no-restricted-paths: Unexpected path/);
  });

  it('fails on an import cycle', async () => {
    // lib/session/session-ended.ts imports use-session.tsx; use-session.tsx importing it back closes a cycle.
    const code = "import { forgetEndedSession } from './session-ended';\nexport const fixture = forgetEndedSession;\n";
    const errors = await boundaryErrors('apps/web/src/lib/session/use-session.tsx', code);
    expect(errors).toEqual([expect.stringMatching(/^import-x\/no-cycle:/)]);
  });

  it('passes the imports each layer may make', async () => {
    const feature = [
      "import { formatInr } from '@aurelle/contract';",
      "import { Button } from '@/components/ui/button';",
      "import { useSession } from '@/lib/session/use-session';",
      "import { ProductCard } from './product-card';",
      "import { useProduct } from '../api/use-product';",
      'export const fixture = [formatInr, Button, useSession, ProductCard, useProduct];',
    ].join('\n');
    const app = [
      "import { CartSheet } from '@/features/cart/components/cart-sheet';",
      "import { SiteHeader } from '@/features/shell/components/site-header';",
      'export const fixture = [CartSheet, SiteHeader];',
    ].join('\n');
    const route = [
      "import { loadSessionUser } from '../../domain/auth/load-session-user.ts';",
      "import { isDatabaseUnavailable } from '../../db/availability.ts';",
      "import { escapeHtml } from '../../infra/mail/mailer.ts';",
      'export const fixture = [loadSessionUser, isDatabaseUnavailable, escapeHtml];',
    ].join('\n');
    const seed = [
      "import { users } from './schema/index.ts';",
      "import { contentHash } from '../infra/images/webp-variants.ts';",
      'export const fixture = [users, contentHash];',
    ].join('\n');
    expect(await boundaryErrors('apps/web/src/features/catalog/components/fixture.tsx', `${feature}\n`)).toEqual([]);
    expect(await boundaryErrors('apps/web/src/app/fixture.tsx', `${app}\n`)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/http/cart/fixture.ts', `${route}\n`)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/db/fixture.ts', `${seed}\n`)).toEqual([]);
  });
});
