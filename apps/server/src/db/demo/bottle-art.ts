import type { FragranceType } from '@aurelle/contract';
import { familyPalettes, type FamilyPalette } from './palettes.ts';

/** Bottle silhouettes of the demo houses; each house keeps one, as real houses do. */
export type BottleShape =
  'tall' | 'round' | 'facet' | 'dome' | 'slim' | 'square' | 'apothecary' | 'drop' | 'trapezoid' | 'hanging' | 'hanging-round' | 'attar';
export type CapFinish = 'gold' | 'black' | 'wood' | 'silver' | 'rose';

export interface BottleArt {
  shape: BottleShape;
  cap: CapFinish;
  family: FragranceType;
  /** Text on the label (the house). */
  label: string;
  /** 0..1, varies the fill level and the light a little per product. */
  variation: number;
}

export const BOTTLE_WIDTH = 800;
export const BOTTLE_HEIGHT = 1000;
const FLOOR = 820;
/** Every body fits between these x values; painting only there keeps rasterising fast. */
const BODY_LEFT = 200;
const BODY_WIDTH = 400;

interface Geometry {
  body: string;
  top: number;
  bottom: number;
  /** Neck and cap drawings (already filled). */
  cap: string;
  label: { x: number; y: number; width: number; height: number; vertical?: boolean };
  hanging: boolean;
}

const capFills: Record<CapFinish, string> = {
  gold: 'url(#gold)',
  black: 'url(#lacquer)',
  wood: 'url(#wood)',
  silver: 'url(#silver)',
  rose: 'url(#rose)',
};

function collar(x: number, y: number, width: number, height = 14): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="url(#gold)"/>`;
}

function geometry(shape: BottleShape, capFill: string): Geometry {
  switch (shape) {
    case 'tall':
      return {
        body: 'M300 432 Q300 418 314 418 L486 418 Q500 418 500 432 L500 806 Q500 820 486 820 L314 820 Q300 820 300 806 Z',
        top: 418,
        bottom: 820,
        cap: `${collar(368, 400, 64, 20)}<rect x="352" y="290" width="96" height="112" rx="6" fill="${capFill}"/>`,
        label: { x: 330, y: 600, width: 140, height: 70 },
        hanging: false,
      };
    case 'round':
      return {
        body: 'M400 450 A185 185 0 1 1 399.9 450 Z',
        top: 450,
        bottom: 820,
        cap: `${collar(372, 430, 56, 26)}<rect x="362" y="330" width="76" height="102" rx="10" fill="${capFill}"/>`,
        label: { x: 335, y: 620, width: 130, height: 56 },
        hanging: false,
      };
    case 'facet':
      return {
        body: 'M318 452 L482 452 L532 512 L532 760 L482 820 L318 820 L268 760 L268 512 Z',
        top: 452,
        bottom: 820,
        cap: `${collar(372, 430, 56, 24)}<path d="M400 286 L458 330 L446 432 L354 432 L342 330 Z" fill="${capFill}"/><path d="M400 286 L458 330 L400 352 L342 330 Z" fill="#ffffff" opacity="0.18"/>`,
        label: { x: 330, y: 600, width: 140, height: 64 },
        hanging: false,
      };
    case 'dome':
      return {
        body: 'M290 820 L290 580 Q290 446 400 446 Q510 446 510 580 L510 820 Z',
        top: 446,
        bottom: 820,
        cap: `${collar(374, 424, 52, 24)}<path d="M400 262 Q410 300 446 330 Q470 352 452 392 Q440 420 400 426 Q360 420 348 392 Q330 352 354 330 Q390 300 400 262 Z" fill="${capFill}"/><circle cx="400" cy="258" r="9" fill="url(#gold)"/>`,
        label: { x: 330, y: 620, width: 140, height: 66 },
        hanging: false,
      };
    case 'slim':
      return {
        body: 'M346 396 Q346 380 362 380 L438 380 Q454 380 454 396 L454 806 Q454 820 440 820 L360 820 Q346 820 346 806 Z',
        top: 380,
        bottom: 820,
        cap: `${collar(376, 364, 48, 18)}<rect x="364" y="220" width="72" height="146" rx="30" fill="${capFill}"/>`,
        label: { x: 362, y: 500, width: 76, height: 220, vertical: true },
        hanging: false,
      };
    case 'square':
      return {
        body: 'M270 590 Q270 572 288 572 L512 572 Q530 572 530 590 L530 804 Q530 820 514 820 L286 820 Q270 820 270 804 Z',
        top: 572,
        bottom: 820,
        cap: `${collar(366, 556, 68, 18)}<rect x="346" y="452" width="108" height="106" rx="4" fill="${capFill}"/>`,
        label: { x: 320, y: 660, width: 160, height: 60 },
        hanging: false,
      };
    case 'apothecary':
      return {
        body: 'M296 820 L296 590 Q296 520 362 506 L362 478 L438 478 L438 506 Q504 520 504 590 L504 820 Z',
        top: 478,
        bottom: 820,
        cap: `${collar(356, 462, 88, 22)}<rect x="364" y="410" width="72" height="54" rx="8" fill="${capFill}"/><ellipse cx="400" cy="376" rx="30" ry="44" fill="url(#lacquer)"/>`,
        label: { x: 318, y: 630, width: 164, height: 92 },
        hanging: false,
      };
    case 'drop':
      return {
        body: 'M400 420 C470 512 548 588 548 672 A148 148 0 0 1 252 672 C252 588 330 512 400 420 Z',
        top: 420,
        bottom: 820,
        cap: `${collar(380, 402, 40, 20)}<circle cx="400" cy="350" r="56" fill="${capFill}"/><ellipse cx="382" cy="332" rx="16" ry="10" fill="#ffffff" opacity="0.35"/>`,
        label: { x: 340, y: 668, width: 120, height: 50 },
        hanging: false,
      };
    case 'trapezoid':
      return {
        body: 'M324 470 L476 470 L532 808 Q534 820 520 820 L280 820 Q266 820 268 808 Z',
        top: 470,
        bottom: 820,
        cap: `${collar(372, 452, 56, 20)}<circle cx="400" cy="398" r="58" fill="${capFill}"/><ellipse cx="380" cy="378" rx="18" ry="11" fill="#ffffff" opacity="0.3"/>`,
        label: { x: 328, y: 640, width: 144, height: 64 },
        hanging: false,
      };
    case 'hanging':
      return {
        body: 'M296 444 Q296 424 316 424 L484 424 Q504 424 504 444 L504 640 Q504 660 484 660 L316 660 Q296 660 296 640 Z',
        top: 424,
        bottom: 660,
        cap: `<path d="M400 0 L400 330" stroke="#6b5138" stroke-width="4"/><path d="M400 300 L372 334 M400 300 L428 334" stroke="#6b5138" stroke-width="3"/><rect x="356" y="330" width="88" height="96" rx="14" fill="${capFill}"/>`,
        label: { x: 330, y: 500, width: 140, height: 60 },
        hanging: true,
      };
    case 'hanging-round':
      return {
        body: 'M400 432 A124 124 0 1 1 399.9 432 Z',
        top: 432,
        bottom: 680,
        cap: `<path d="M400 0 L400 330" stroke="#6b5138" stroke-width="4"/><rect x="366" y="330" width="68" height="106" rx="30" fill="${capFill}"/>`,
        label: { x: 345, y: 540, width: 110, height: 50 },
        hanging: true,
      };
    case 'attar':
      return {
        body: 'M386 470 L414 470 L414 600 Q520 620 520 712 A120 112 0 0 1 280 712 Q280 620 386 600 Z',
        top: 470,
        bottom: 824,
        cap: `${collar(376, 452, 48, 20)}<path d="M400 250 Q430 320 428 380 Q426 440 400 456 Q374 440 372 380 Q370 320 400 250 Z" fill="${capFill}"/>`,
        label: { x: 340, y: 700, width: 120, height: 46 },
        hanging: false,
      };
  }
}

function xml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}

function sharedDefs(palette: FamilyPalette): string {
  return `
    <linearGradient id="gold" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f7e7b4"/><stop offset="0.35" stop-color="#d4ae5a"/>
      <stop offset="0.6" stop-color="#9c7428"/><stop offset="1" stop-color="#ecd291"/>
    </linearGradient>
    <linearGradient id="silver" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fbfbfb"/><stop offset="0.4" stop-color="#c4c6c9"/>
      <stop offset="0.7" stop-color="#8d9095"/><stop offset="1" stop-color="#e4e6e8"/>
    </linearGradient>
    <linearGradient id="rose" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#f9ddd0"/><stop offset="0.4" stop-color="#d49a86"/>
      <stop offset="0.7" stop-color="#a86a58"/><stop offset="1" stop-color="#f0c8b8"/>
    </linearGradient>
    <linearGradient id="lacquer" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#3a3633"/><stop offset="0.3" stop-color="#141211"/>
      <stop offset="0.75" stop-color="#050505"/><stop offset="1" stop-color="#2b2826"/>
    </linearGradient>
    <linearGradient id="wood" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#b88a5c"/><stop offset="0.45" stop-color="#8d6239"/>
      <stop offset="1" stop-color="#5e3f22"/>
    </linearGradient>
    <linearGradient id="juice" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.juiceTop}"/><stop offset="1" stop-color="${palette.juiceBottom}"/>
    </linearGradient>
    <linearGradient id="juiceSide" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="0.25" stop-color="#000000" stop-opacity="0"/>
      <stop offset="0.8" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/>
    </linearGradient>
    <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.75"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </linearGradient>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.backdropTop}"/><stop offset="1" stop-color="${palette.backdropBottom}"/>
    </linearGradient>
    <linearGradient id="plinth" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${palette.plinthEdge}"/><stop offset="0.45" stop-color="${palette.plinth}"/>
      <stop offset="1" stop-color="${palette.plinthEdge}"/>
    </linearGradient>
    <radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.5"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`;
}

/** Whether the bottle hangs (car diffusers) rather than standing on a plinth. */
export function isHanging(shape: BottleShape): boolean {
  return shape === 'hanging' || shape === 'hanging-round';
}

/**
 * The studio behind a bottle: backdrop, soft light and, for standing bottles, a plinth. It depends only
 * on the family, so a seed renders it once per family and lays every bottle over it (radial light is
 * the slowest thing to rasterise).
 */
export function stageSvg(family: FragranceType, hanging: boolean): string {
  const palette = familyPalettes[family];
  const plinth = hanging
    ? ''
    : `<rect x="150" y="${FLOOR}" width="500" height="${BOTTLE_HEIGHT - FLOOR}" fill="url(#plinth)"/>
  <ellipse cx="400" cy="${FLOOR}" rx="250" ry="34" fill="${palette.plinth}"/>
  <ellipse cx="400" cy="${FLOOR}" rx="250" ry="34" fill="none" stroke="${palette.plinthEdge}" stroke-width="2"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BOTTLE_WIDTH}" height="${BOTTLE_HEIGHT}" viewBox="0 0 ${BOTTLE_WIDTH} ${BOTTLE_HEIGHT}">
  <defs>
    ${sharedDefs(palette)}
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.55">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="${palette.isDark ? 0.45 : 0.9}"/>
      <stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${BOTTLE_WIDTH}" height="${BOTTLE_HEIGHT}" fill="url(#backdrop)"/>
  <rect width="${BOTTLE_WIDTH}" height="${BOTTLE_HEIGHT}" fill="url(#glow)"/>
  ${plinth}
</svg>`;
}

/** A perfume bottle with its contact shadow on a transparent canvas, to lay over a stage or a hero scene. */
export function bottleSvg(art: BottleArt): string {
  const palette = familyPalettes[art.family];
  const shape = geometry(art.shape, capFills[art.cap]);
  const glassHeight = shape.bottom - shape.top;
  const level = 0.74 + art.variation * 0.16;
  const liquidTop = Math.round(shape.bottom - glassHeight * level);
  const rim = palette.isDark ? '#f3dfb5' : '#ffffff';
  const labelFill = palette.isDark ? '#1a1512' : '#fbf7ef';
  const labelInk = palette.isDark ? '#e6c888' : '#3b2f25';
  const { x, y, width, height } = shape.label;
  const labelText = xml(art.label.toUpperCase());
  const run = shape.label.vertical ? height : width;
  const fontSize = Math.max(9, Math.min(15, Math.floor((run - 16) / (art.label.length * 0.78))));
  const centreY = y + height / 2;
  const textTransform = shape.label.vertical ? ` transform="rotate(-90 400 ${centreY})"` : '';
  const shadow = shape.hanging
    ? `<ellipse cx="400" cy="${shape.bottom + 150}" rx="190" ry="30" fill="url(#shadow)" opacity="0.35"/>`
    : `<ellipse cx="400" cy="${FLOOR + 4}" rx="190" ry="24" fill="url(#shadow)" opacity="0.75"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BOTTLE_WIDTH}" height="${BOTTLE_HEIGHT}" viewBox="0 0 ${BOTTLE_WIDTH} ${BOTTLE_HEIGHT}">
  <defs>
    ${sharedDefs(palette)}
    <clipPath id="body"><path d="${shape.body}"/></clipPath>
  </defs>
  ${shadow}
  <g clip-path="url(#body)">
    <rect x="${BODY_LEFT}" y="${shape.top}" width="${BODY_WIDTH}" height="${glassHeight}" fill="${palette.juiceTop}" opacity="0.22"/>
    <rect x="${BODY_LEFT}" y="${liquidTop}" width="${BODY_WIDTH}" height="${shape.bottom - liquidTop}" fill="url(#juice)" opacity="0.93"/>
    <rect x="${BODY_LEFT}" y="${liquidTop - 3}" width="${BODY_WIDTH}" height="6" fill="#ffffff" opacity="0.35"/>
    <rect x="${BODY_LEFT}" y="${shape.top}" width="${BODY_WIDTH}" height="${glassHeight}" fill="url(#juiceSide)"/>
    <rect x="${shape.label.x - 40}" y="${shape.top}" width="26" height="${glassHeight}" fill="url(#sheen)" opacity="0.55"/>
    <rect x="${shape.label.x + shape.label.width + 22}" y="${shape.top}" width="10" height="${glassHeight}" fill="url(#sheen)" opacity="0.35"/>
  </g>
  <path d="${shape.body}" fill="none" stroke="${rim}" stroke-opacity="0.7" stroke-width="3"/>
  <rect x="${x}" y="${y}" width="${width}" height="${height}" rx="3" fill="${labelFill}" opacity="0.94"/>
  <rect x="${x + 5}" y="${y + 5}" width="${width - 10}" height="${height - 10}" rx="2" fill="none" stroke="#c6a15b" stroke-width="1.2"/>
  <text x="400" y="${centreY + fontSize * 0.35}"${textTransform} text-anchor="middle" font-family="DejaVu Serif, Liberation Serif, Georgia, serif" font-size="${fontSize}" letter-spacing="2" fill="${labelInk}">${labelText}</text>
  ${shape.cap}
</svg>`;
}
