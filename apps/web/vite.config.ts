import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CONTRACT, firstLoadChunks, RUNTIME_LIBRARIES, ZOD } from './chunking/first-load-chunks';

/**
 * The fonts the first screen is set in (Inter for text, Cormorant Garamond 400 for the hero's headline, Latin
 * subset) are preloaded from index.html, so text does not wait for the stylesheet to be parsed to ask for them.
 */
const PRELOADED_FONTS = [/^inter-core-wght-normal-.*\.woff2$/, /^cormorant-garamond-core-400-normal-.*\.woff2$/];

function preloadFonts(): Plugin {
  return {
    name: 'aurelle:preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {});
        return PRELOADED_FONTS.flatMap((pattern) => files.filter((file) => pattern.test(path.basename(file)))).map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
          injectTo: 'head-prepend' as const,
        }));
      },
    },
  };
}

/**
 * The app's scripts load at low priority: a server-rendered page needs only its HTML, stylesheet and fonts to show, so on
 * a slow connection the scripts (which hydrate it) must not take the bandwidth the first paint waits for.
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'aurelle:low-priority-scripts',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(/<script type="module" crossorigin/g, '<script type="module" fetchpriority="low" crossorigin')
          .replace(/<link rel="modulepreload" crossorigin/g, '<link rel="modulepreload" fetchpriority="low" crossorigin'),
    },
  };
}

/**
 * The server's build gives lucide's icon modules the server's `createLucideIcon` (decision 136: an icon's markup is
 * kept per props, src/lib/ssr/server-lucide-icon.tsx); lucide's public `createLucideIcon` and the browser's build are
 * unchanged.
 */
function keptIconsInServerBuild(): Plugin {
  const serverCreateLucideIcon = path.resolve(import.meta.dirname, 'src/lib/ssr/server-lucide-icon.tsx');
  const lucideIconModule = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][^\\/]+\.mjs$/;
  return {
    name: 'aurelle:kept-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../createLucideIcon.mjs' && importer && lucideIconModule.test(importer) ? serverCreateLucideIcon : null;
    },
  };
}

/**
 * The server's build gives the app's `@tanstack/react-query` imports the server's query hooks (decision 147: a page
 * rendered once reads each query's result without an observer's subscription, and a mutation is idle,
 * src/lib/ssr/server-react-query.ts) and its query client (decision 164: loaders' fetches, server-query-client.ts), and
 * re-exports the rest of the library; the browser's build is unchanged.
 */
function serverQueryHooksInServerBuild(): Plugin {
  const serverQueryHooks = path.resolve(import.meta.dirname, 'src/lib/ssr/server-react-query.ts');
  // The modules that make the server's versions import the library's own.
  const serverVersions = new Set([serverQueryHooks, path.resolve(import.meta.dirname, 'src/lib/ssr/server-query-client.ts')]);
  return {
    name: 'aurelle:server-query-hooks',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '@tanstack/react-query' && importer !== undefined && !serverVersions.has(path.resolve(importer))
        ? serverQueryHooks
        : null;
    },
  };
}

const reactRouterProductionBuild = path.resolve(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadFonts(),
    lowPriorityScripts(),
    ...(isSsrBuild ? [keptIconsInServerBuild(), serverQueryHooksInServerBuild()] : []),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
      // React Router publishes its production build beside the development one but exports only the latter (its own
      // Vite plugin swaps them); the browser gets the production one, without development warnings. The server keeps
      // the package's export (Node resolves it by the package's own rules, like React's).
      ...(isSsrBuild ? [] : [{ find: /^react-router$/, replacement: reactRouterProductionBuild }]),
    ],
  },
  // The server's renderer is a production build whatever NODE_ENV the server runs with (decision 112): its libraries
  // (React, React Router, TanStack Query…) are bundled into it with NODE_ENV fixed, since Node would otherwise pick
  // React's development build for any server not started with NODE_ENV=production (`npm start`, the tests), which
  // renders a product page ~1.5× slower. The browser's bundle is a production build already.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    // Every browser the shop supports preloads modules itself; the polyfill only weighed on the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // The libraries every page hydrates with travel as one file: the app's code is loaded by a dynamic import
        // after the first paint (main.tsx), so without this group they would be split into many small shared chunks.
        codeSplitting: {
          groups: [
            { name: 'runtime', test: RUNTIME_LIBRARIES, priority: 2 },
            { name: firstLoadChunks(), debugName: 'first-load', priority: 1, includeDependenciesRecursively: false },
            // Zod and the contract's schemas load together, at the first call or interaction (decision 067): one file
            // rather than twenty, so the first search or add-to-cart waits for one request.
            { name: 'contract', test: (id) => ZOD.test(id) || CONTRACT.test(id) },
          ],
        },
      },
    },
  },
}));
