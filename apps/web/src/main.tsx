import './styles.css';

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

// The app's code (React, the router, the page) is asked for only after the first paint, so on a slow phone the
// server-rendered page and its largest image are shown without waiting for the scripts that hydrate it, and those
// scripts do not compete with them for the connection (decision 072).
void afterFirstPaint()
  .then(() => import('./boot'))
  .then((boot) => boot.start());
