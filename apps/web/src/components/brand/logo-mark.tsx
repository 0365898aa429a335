import type { ComponentProps } from 'react';

/** The flacon monogram from /logo.svg, drawn inline so it can take any colour (defaults to gold). */
export function LogoMark({ className, ...props }: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 36 57" aria-hidden="true" focusable="false" className={className} {...props}>
      <path fill="currentColor" d="M14.5 1.5h7a1.5 1.5 0 0 1 1.5 1.5v7H13v-7a1.5 1.5 0 0 1 1.5-1.5Z" />
      <g fill="none" stroke="currentColor" strokeWidth="1.4" strokeLinejoin="round">
        <path d="M15.5 10h5v5h-5Z" />
        <path d="M7 15h22a5 5 0 0 1 5 5v30a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V20a5 5 0 0 1 5-5Z" />
        <path d="M7.5 19.5h21a2 2 0 0 1 2 2v27a2 2 0 0 1-2 2h-21a2 2 0 0 1-2-2v-27a2 2 0 0 1 2-2Z" strokeWidth="0.8" opacity="0.7" />
      </g>
      <path
        fill="currentColor"
        d="M26.53 44.71Q26.63 44.71 26.63 44.86Q26.63 45 26.53 45Q25.81 45 25.06 44.95Q24.3 44.9 23.6 44.9Q22.81 44.9 22.22 44.95Q21.64 45 20.92 45Q20.82 45 20.82 44.86Q20.82 44.71 20.92 44.71Q22 44.71 22.21 44.33Q22.43 43.94 21.85 42.82L20.03 39.12L14.22 39.12L13.07 41.71Q12.44 43.18 13.03 43.94Q13.62 44.71 15.04 44.71Q15.16 44.71 15.16 44.86Q15.16 45 15.04 45Q14.32 45 13.72 44.95Q13.12 44.9 12.2 44.9Q11.29 44.9 10.75 44.95Q10.21 45 9.42 45Q9.32 45 9.32 44.86Q9.32 44.71 9.42 44.71Q10.07 44.71 10.54 44.45Q11 44.18 11.46 43.48Q11.92 42.77 12.47 41.5L17.63 29.86Q17.68 29.78 17.84 29.78Q18.01 29.78 18.04 29.86L23.92 41.71Q24.47 42.86 24.9 43.52Q25.33 44.18 25.72 44.45Q26.1 44.71 26.53 44.71ZM19.74 38.52L16.98 32.9L14.48 38.52L19.74 38.52Z"
      />
    </svg>
  );
}
