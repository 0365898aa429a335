import { useEffect } from 'react';

/**
 * Brings the page to the top when it opens (About jumps to the top on load; the policy pages
 * scroll smoothly). Smooth scrolling is skipped for people who ask for reduced motion.
 */
export function useScrollToTop({ smooth = false }: { smooth?: boolean } = {}) {
  useEffect(() => {
    const prefersReducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, left: 0, behavior: smooth && !prefersReducedMotion ? 'smooth' : 'instant' });
  }, [smooth]);
}
