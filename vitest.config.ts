import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's `@/…` imports (apps/web/tsconfig.json), for the web modules the unit tests load.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            // Repository-wide checks, such as the lint boundaries.
            'tools/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own database; two workers keep a 2-core machine responsive.
          maxWorkers: 2,
          // One database migrated for the run, which each file's database starts from (decision 138).
          globalSetup: ['apps/server/test/global-setup.ts'],
          // A worker imports the server once for all its files (decision 138): each file builds its own app and
          // database, and the suite mocks no module and changes no environment variable.
          isolate: false,
        },
      },
    ],
  },
});
