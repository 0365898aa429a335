import { useId, type ReactNode } from 'react';
import { ACCOUNT_BANNER_HEIGHT_PX } from '@aurelle/contract';

/**
 * The account page's banner (300 px high): gold silk drifting over ink, drawn in SVG so it
 * stays crisp at any width and costs no image download. The page's heading sits on it.
 */
export function AccountBanner({ children }: { children?: ReactNode }) {
  const id = useId().replace(/:/g, '');
  const ref = (name: string) => `${id}-${name}`;
  return (
    <div className="relative overflow-hidden bg-ink text-ivory" style={{ height: ACCOUNT_BANNER_HEIGHT_PX }}>
      <svg
        aria-hidden="true"
        focusable="false"
        className="absolute inset-0 size-full"
        viewBox="0 0 1440 300"
        preserveAspectRatio="xMidYMid slice"
      >
        <defs>
          <linearGradient id={ref('sky')} x1="0" x2="1" y1="0" y2="1">
            <stop offset="0" stopColor="#15130f" />
            <stop offset="0.6" stopColor="#221d16" />
            <stop offset="1" stopColor="#3a2c1a" />
          </linearGradient>
          <linearGradient id={ref('silk')} x1="0" x2="1">
            <stop offset="0" stopColor="#a8824c" stopOpacity="0" />
            <stop offset="0.35" stopColor="#c9a56b" stopOpacity="0.9" />
            <stop offset="0.7" stopColor="#e9dcc4" stopOpacity="0.7" />
            <stop offset="1" stopColor="#a8824c" stopOpacity="0" />
          </linearGradient>
          <radialGradient id={ref('glow')} cx="0.78" cy="0.3" r="0.45">
            <stop offset="0" stopColor="#c9a56b" stopOpacity="0.35" />
            <stop offset="1" stopColor="#c9a56b" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="1440" height="300" fill={`url(#${ref('sky')})`} />
        <rect width="1440" height="300" fill={`url(#${ref('glow')})`} />
        <g fill="none" stroke={`url(#${ref('silk')})`} strokeLinecap="round">
          {/* The silk stays in the upper band: the heading sits in the lower half and no line may cross it. */}
          <path d="M-40 92 C 240 30, 520 140, 820 70 S 1280 0, 1500 48" strokeWidth="1.6" opacity="0.9" />
          <path d="M-40 106 C 260 44, 540 150, 840 84 S 1290 14, 1500 62" strokeWidth="1" opacity="0.6" />
          <path d="M-40 120 C 280 58, 560 160, 860 98 S 1300 28, 1500 76" strokeWidth="0.8" opacity="0.45" />
          <path d="M-40 38 C 300 -8, 600 80, 900 30 S 1300 -24, 1500 12" strokeWidth="0.8" opacity="0.35" />
          <path d="M-40 52 C 320 6, 620 94, 920 44 S 1320 -10, 1500 26" strokeWidth="0.6" opacity="0.25" />
        </g>
        <g fill="#e9dcc4">
          <circle cx="1130" cy="70" r="1.6" opacity="0.8" />
          <circle cx="1210" cy="120" r="1" opacity="0.6" />
          <circle cx="1020" cy="48" r="1.2" opacity="0.5" />
          <circle cx="1320" cy="60" r="0.9" opacity="0.5" />
          <circle cx="960" cy="150" r="0.8" opacity="0.4" />
        </g>
      </svg>
      <div className="relative mx-auto flex h-full max-w-6xl flex-col justify-end px-6 pb-10 lg:px-10">{children}</div>
    </div>
  );
}
