import { useId, type ReactNode } from 'react';
import { ACCOUNT_BANNER_HEIGHT_PX } from '@aurelle/contract';

/**
 * The account page's banner (spec §2, 300 px high): gold silk drifting over ink, drawn in SVG so it
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
          <path d="M-40 230 C 240 120, 520 320, 820 190 S 1280 60, 1500 150" strokeWidth="1.6" opacity="0.9" />
          <path d="M-40 250 C 260 150, 540 330, 840 215 S 1290 90, 1500 175" strokeWidth="1" opacity="0.6" />
          <path d="M-40 270 C 280 180, 560 340, 860 240 S 1300 120, 1500 200" strokeWidth="0.8" opacity="0.45" />
          <path d="M-40 120 C 300 40, 600 200, 900 110 S 1300 -10, 1500 60" strokeWidth="0.8" opacity="0.35" />
          <path d="M-40 140 C 320 60, 620 220, 920 130 S 1320 10, 1500 85" strokeWidth="0.6" opacity="0.25" />
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
