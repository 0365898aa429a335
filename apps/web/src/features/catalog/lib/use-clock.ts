import { useEffect, useState } from 'react';

/**
 * The browser's clock, read every `intervalMs`; null on the server and in the first (hydrating) render, so a page that
 * shows times left renders the same on both sides and fills them in once it runs in the browser.
 */
export function useClock(intervalMs = 15_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    tick();
    const timer = setInterval(tick, intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
