/** A line drawing of a perfume flacon, tinted by its parent's text colour (decorative). */
export function FlaconArt({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 120 180"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.2"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="48" y="8" width="24" height="22" rx="2" />
      <path d="M52 30v10h16V30" />
      <path d="M30 52c0-7 5-12 12-12h36c7 0 12 5 12 12v104c0 8-6 14-14 14H44c-8 0-14-6-14-14V52z" />
      <path d="M40 62h40M40 148h40" opacity="0.5" />
      <path d="M60 84c-8 10-8 22 0 32 8-10 8-22 0-32z" opacity="0.7" />
    </svg>
  );
}
