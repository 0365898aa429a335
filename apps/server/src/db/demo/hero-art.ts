import type { BottleArt } from './bottle-art.ts';

export const HERO_WIDTH = 1920;
export const HERO_HEIGHT = 800;

/** A hero scene: a backdrop (SVG) and the bottles placed on it. The left side stays calm for the headline. */
export interface HeroScene {
  slug: string;
  backdrop: string;
  bottles: Array<{ art: BottleArt; centreX: number; floorY: number; height: number }>;
}

/** Deterministic pseudo-random numbers, so the demo images are the same on every machine. */
function randomSequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function svg(body: string, defs: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${HERO_WIDTH}" height="${HERO_HEIGHT}" viewBox="0 0 ${HERO_WIDTH} ${HERO_HEIGHT}"><defs>${defs}<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.55"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>${body}</svg>`;
}

function shelf(x: number, y: number, width: number, top: string, front: string): string {
  return `<ellipse cx="${x + width / 2}" cy="${y + 40}" rx="${width / 2 + 40}" ry="34" fill="url(#shadow)" opacity="0.6"/>
    <rect x="${x}" y="${y}" width="${width}" height="14" fill="${top}"/>
    <rect x="${x}" y="${y + 14}" width="${width}" height="26" fill="${front}"/>`;
}

function inkAndGold(): HeroScene {
  const next = randomSequence(7);
  const smoke = Array.from({ length: 9 }, (_, i) => {
    const x = 980 + next() * 760;
    const lift = 160 + next() * 200;
    return `<path d="M${x} 640 C${x - 90} ${640 - lift * 0.6}, ${x + 120} ${640 - lift}, ${x + 20 - next() * 80} ${640 - lift * 1.9}" fill="none" stroke="#e9cf92" stroke-width="${1 + (i % 3)}" opacity="${0.06 + next() * 0.1}"/>`;
  }).join('');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1c1714"/><stop offset="1" stop-color="#0b0908"/></linearGradient>
    <radialGradient id="glow" cx="0.72" cy="0.48" r="0.42"><stop offset="0" stop-color="#c99a4a" stop-opacity="0.5"/><stop offset="1" stop-color="#c99a4a" stop-opacity="0"/></radialGradient>`;
  const body = `<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#glow)"/>
    <circle cx="1380" cy="400" r="330" fill="none" stroke="#d8b56a" stroke-width="1.5" opacity="0.35"/>
    <circle cx="1380" cy="400" r="372" fill="none" stroke="#d8b56a" stroke-width="1" opacity="0.14"/>
    <g>${smoke}</g>
    ${shelf(1010, 640, 760, '#2f2823', '#15110f')}`;
  return {
    slug: 'hero-ink-and-gold',
    backdrop: svg(body, defs),
    bottles: [
      {
        art: { shape: 'dome', cap: 'gold', family: 'oud', label: 'House of Kesar', variation: 0.6 },
        centreX: 1170,
        floorY: 640,
        height: 430,
      },
      {
        art: { shape: 'facet', cap: 'black', family: 'oriental', label: 'Atelier Ombre', variation: 0.3 },
        centreX: 1385,
        floorY: 640,
        height: 500,
      },
      {
        art: { shape: 'tall', cap: 'gold', family: 'warm', label: 'Maison Veyra', variation: 0.8 },
        centreX: 1600,
        floorY: 640,
        height: 420,
      },
    ],
  };
}

function petalsAtDawn(): HeroScene {
  const next = randomSequence(11);
  const colours = ['#e9a7b5', '#f4c9d1', '#d9798c', '#f7dbe0', '#e3b1a0'];
  const petals = Array.from({ length: 26 }, () => {
    const x = 760 + next() * 1160;
    const y = next() * 760;
    const size = 18 + next() * 34;
    const angle = Math.round(next() * 360);
    const colour = colours[Math.floor(next() * colours.length)] ?? '#e9a7b5';
    return `<ellipse cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" rx="${size.toFixed(0)}" ry="${(size * 0.55).toFixed(0)}" transform="rotate(${angle} ${x.toFixed(0)} ${y.toFixed(0)})" fill="${colour}" opacity="${(0.35 + next() * 0.5).toFixed(2)}"/>`;
  }).join('');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fcf5f1"/><stop offset="1" stop-color="#efd6cd"/></linearGradient>
    <radialGradient id="glow" cx="0.7" cy="0.45" r="0.45"><stop offset="0" stop-color="#ffffff" stop-opacity="0.95"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  const body = `<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#glow)"/>
    ${petals}
    ${shelf(1040, 660, 700, '#e4c3ba', '#d3aca1')}`;
  return {
    slug: 'hero-petals-at-dawn',
    backdrop: svg(body, defs),
    bottles: [
      {
        art: { shape: 'round', cap: 'rose', family: 'floral', label: 'Casa Lumiere', variation: 0.5 },
        centreX: 1240,
        floorY: 660,
        height: 470,
      },
      {
        art: { shape: 'drop', cap: 'gold', family: 'floral', label: 'Celestine', variation: 0.2 },
        centreX: 1480,
        floorY: 660,
        height: 420,
      },
      {
        art: { shape: 'slim', cap: 'silver', family: 'aromatic', label: 'Solenne', variation: 0.7 },
        centreX: 1640,
        floorY: 660,
        height: 460,
      },
    ],
  };
}

function leaf(x: number, y: number, size: number, angle: number, colour: string, opacity: number): string {
  return `<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${angle}) scale(${(size / 100).toFixed(2)})" opacity="${opacity.toFixed(2)}">
    <path d="M0 0 C30 -40 90 -40 120 0 C90 40 30 40 0 0 Z" fill="${colour}"/><path d="M0 0 L118 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/></g>`;
}

function citrusGrove(): HeroScene {
  const next = randomSequence(23);
  const greens = ['#7fa066', '#9dbb7f', '#5f8a4e', '#b7cf98'];
  const leaves = Array.from({ length: 16 }, () =>
    leaf(
      820 + next() * 1080,
      next() * 760,
      50 + next() * 70,
      Math.round(next() * 360),
      greens[Math.floor(next() * greens.length)] ?? '#7fa066',
      0.5 + next() * 0.4,
    ),
  ).join('');
  const slices = Array.from({ length: 4 }, () => {
    const x = 900 + next() * 950;
    const y = 70 + next() * 430;
    const r = 34 + next() * 26;
    const segments = Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<path d="M${x.toFixed(0)} ${y.toFixed(0)} L${(x + Math.cos(a) * r * 0.82).toFixed(0)} ${(y + Math.sin(a) * r * 0.82).toFixed(0)}" stroke="#fff6d6" stroke-width="3"/>`;
    }).join('');
    return `<g opacity="0.85"><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="#f6c744"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r * 0.86).toFixed(0)}" fill="#fbd96a"/>${segments}</g>`;
  }).join('');
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f8f4e4"/><stop offset="1" stop-color="#dfe8cf"/></linearGradient>
    <radialGradient id="sun" cx="0.74" cy="0.36" r="0.3"><stop offset="0" stop-color="#fde7a6" stop-opacity="0.95"/><stop offset="1" stop-color="#fde7a6" stop-opacity="0"/></radialGradient>`;
  const body = `<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#sun)"/>
    ${leaves}${slices}
    ${shelf(1020, 662, 740, '#cbb98f', '#b09d72')}`;
  return {
    slug: 'hero-citrus-grove',
    backdrop: svg(body, defs),
    bottles: [
      {
        art: { shape: 'square', cap: 'wood', family: 'citrus', label: 'Ivory & Ash', variation: 0.4 },
        centreX: 1210,
        floorY: 662,
        height: 420,
      },
      {
        art: { shape: 'apothecary', cap: 'black', family: 'green', label: 'Botanica Verde', variation: 0.7 },
        centreX: 1420,
        floorY: 662,
        height: 470,
      },
      {
        art: { shape: 'trapezoid', cap: 'gold', family: 'citrus', label: 'Solenne', variation: 0.2 },
        centreX: 1620,
        floorY: 662,
        height: 430,
      },
    ],
  };
}

export function heroScenes(): HeroScene[] {
  return [inkAndGold(), petalsAtDawn(), citrusGrove()];
}
