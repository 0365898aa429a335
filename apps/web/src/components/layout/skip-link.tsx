/** First focusable element: keyboard users jump past the header straight to the page. */
export function SkipLink({ targetId = 'main-content' }: { targetId?: string }) {
  return (
    <a
      href={`#${targetId}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:bg-ink focus:px-4 focus:py-2.5 focus:text-sm focus:text-ivory"
    >
      Skip to content
    </a>
  );
}
