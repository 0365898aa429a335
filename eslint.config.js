import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'apps/web/src';
const server = 'apps/server/src';

/** Every web feature may import its own files only; one zone per feature folder, so a new feature is covered by itself. */
const webFeatures = fs
  .readdirSync(path.join(root, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The layers of docs/architecture.md, enforced (issue 14): web app → features → components / lib; server
 * http → domain → db / infra. A zone forbids files under `target` to import anything under `from`.
 */
const boundaryZones = [
  // Web app
  ...webFeatures.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message:
      'A feature imports only its own files, @/components, @/lib and @aurelle/contract. Move what features share to lib/ or components/, or compose the features in app/.',
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Features never import the app layer (routes, guards, layouts).',
  },
  {
    target: [`${web}/components`, `${web}/lib`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared components and lib know no feature and no route.',
  },
  // The two apps meet only in the contract.
  { target: 'apps/web', from: 'apps/server', message: 'The web app shares code with the server only through @aurelle/contract.' },
  { target: 'apps/server', from: 'apps/web', message: 'The server shares code with the web app only through @aurelle/contract.' },
  { target: 'packages/contract', from: 'apps', message: 'The contract depends on neither app.' },
  // Server
  {
    target: `${server}/db`,
    from: [`${server}/domain`, `${server}/http`],
    message: 'The database layer knows tables, not use cases or routes (images for the seed: infra/images).',
  },
  {
    target: `${server}/domain`,
    from: `${server}/http`,
    message: 'Use cases never import HTTP code; they throw AppErrors that http/error-handler.ts maps.',
  },
  {
    target: `${server}/infra`,
    from: [`${server}/domain`, `${server}/http`],
    message: 'Adapters make no business decision: infra imports neither use cases nor routes.',
  },
  {
    target: `${server}/http`,
    from: `${server}/db`,
    // Whether the database is reachable and migrated (health, error handler) is wiring, not data access.
    except: ['./availability.ts'],
    message: 'Routes reach the database only through a use case in domain/.',
  },
];

/** http/health.ts compares applied migrations with the build's folder (db/client.ts exports where that folder is). */
const healthZones = boundaryZones.map((zone) =>
  zone.target === `${server}/http` ? { ...zone, except: [...zone.except, './client.ts'] } : zone,
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      'coverage/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Layer boundaries and import cycles. The resolver follows each package's tsconfig (the web app's `@/…`
    // paths, the server's `.ts` specifiers, the contract through its workspace link).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // TypeScript files are parsed (no-cycle follows the imports of each one), packages in node_modules are external.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/server/tsconfig.json', 'packages/contract/tsconfig.json'].map((file) =>
            path.join(root, file),
          ),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The app's links are absolute paths; its own Link follows them without resolving (decision 129).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/link.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', importNames: ['Link'], message: "Use Link from '@/components/link'.", allowTypeImports: true }] },
      ],
    },
  },
  {
    files: [`${server}/http/health.ts`],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: healthZones }] },
  },
);
