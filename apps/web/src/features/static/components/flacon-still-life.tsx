import { useId } from 'react';

/** Decorative still life for the About page: three flacons in amber, gold and rose glass, drawn in SVG. */
export function FlaconStillLife({ className }: { className?: string }) {
  const id = useId().replace(/:/g, '');
  const glass = (name: string) => `${id}-${name}`;
  return (
    <svg viewBox="0 0 400 440" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={glass('amber')} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#e9c98f" />
          <stop offset="0.55" stopColor="#b4813f" />
          <stop offset="1" stopColor="#6e4a1f" />
        </linearGradient>
        <linearGradient id={glass('rose')} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#f3dcd2" />
          <stop offset="1" stopColor="#b98474" />
        </linearGradient>
        <linearGradient id={glass('smoke')} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#5a524a" />
          <stop offset="1" stopColor="#1d1a16" />
        </linearGradient>
        <linearGradient id={glass('cap')} x1="0" x2="1">
          <stop offset="0" stopColor="#8a6a3b" />
          <stop offset="0.5" stopColor="#e9dcc4" />
          <stop offset="1" stopColor="#8a6a3b" />
        </linearGradient>
        <radialGradient id={glass('halo')} cx="0.5" cy="0.45" r="0.55">
          <stop offset="0" stopColor="#e9dcc4" stopOpacity="0.9" />
          <stop offset="1" stopColor="#e9dcc4" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="440" fill="#efe8dc" />
      <circle cx="200" cy="200" r="190" fill={`url(#${glass('halo')})`} />
      <rect x="0" y="360" width="400" height="80" fill="#e4dccd" />
      <ellipse cx="200" cy="362" rx="170" ry="8" fill="#15130f" opacity="0.08" />

      {/* tall smoked flacon */}
      <rect x="222" y="92" width="26" height="34" rx="3" fill={`url(#${glass('cap')})`} />
      <rect x="229" y="126" width="12" height="14" fill="#8a6a3b" />
      <rect x="196" y="140" width="78" height="220" rx="10" fill={`url(#${glass('smoke')})`} />
      <rect x="206" y="152" width="10" height="196" rx="5" fill="#ffffff" opacity="0.12" />
      <rect x="214" y="246" width="42" height="40" fill="none" stroke="#a8824c" strokeWidth="1.2" />

      {/* round amber flacon */}
      <rect x="108" y="168" width="36" height="30" rx="4" fill={`url(#${glass('cap')})`} />
      <rect x="118" y="198" width="16" height="14" fill="#8a6a3b" />
      <circle cx="126" cy="288" r="76" fill={`url(#${glass('amber')})`} />
      <ellipse cx="100" cy="262" rx="16" ry="34" fill="#ffffff" opacity="0.22" transform="rotate(24 100 262)" />

      {/* small rose flacon */}
      <rect x="300" y="250" width="20" height="22" rx="3" fill={`url(#${glass('cap')})`} />
      <rect x="284" y="272" width="52" height="88" rx="8" fill={`url(#${glass('rose')})`} />
      <rect x="291" y="280" width="7" height="72" rx="3.5" fill="#ffffff" opacity="0.3" />
    </svg>
  );
}
