import './styles.css';

// Zod compiles object parsers with `new Function` when it may, and probes for that when it builds a schema; the
// Content-Security-Policy forbids eval, so the probe would be a CSP violation. Every schema is built in code loaded
// after this line (boot and the pages are imported below, the contract's schemas later still: decision 067), so the
// entry sets zod's `jitless` before any of it runs (decision 078; formerly public/zod-jitless.js, decision 065).
const zodGlobal = globalThis as { __zod_globalConfig?: Record<string, unknown> };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

/**
 * Resolves once the browser has painted the server's HTML: a callback of the next animation frame runs just before
 * that frame is painted, and a task queued from it runs after. A hidden tab paints no frames, so a timer stands in.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, 250);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }),
    );
  });
}

/** Longest a page waits for its largest image before asking for its scripts all the same (a slow or failing image). */
const LARGEST_IMAGE_WAIT_MS = 3000;

/**
 * Resolves once the page's largest image (the one it asks for with fetchpriority="high": the hero, the first card, the
 * product's photo) has been decoded and a frame painted with it, or at once on a page without one. A task queued from
 * an animation frame may run before that frame reaches the screen, so this waits for the frame after the image's.
 */
async function afterLargestImage(): Promise<void> {
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!image) return;
  await Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, LARGEST_IMAGE_WAIT_MS))]);
  await afterFirstPaint();
}

// The app's code (React, the router, the page) is asked for only once the server's page and its largest image have
// been shown, so on a slow phone they are not kept waiting by the scripts that hydrate the page, nor share the
// connection with them (decisions 072, 078).
void afterFirstPaint()
  .then(afterLargestImage)
  .then(() => import('./boot'))
  .then((boot) => boot.start());
