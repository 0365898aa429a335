/**
 * What a perfume is (part 2), as plain values with no schema so pages can use them at first load: the
 * concentration, the accords, seasons and times of day a product may name, and the words for longevity and sillage.
 */
export const concentrationValues = ['extrait', 'edp', 'edt', 'edc', 'attar', 'car-diffuser'] as const;
export type Concentration = (typeof concentrationValues)[number];
export const concentrationLabels: Record<Concentration, string> = {
  extrait: 'Extrait de Parfum',
  edp: 'Eau de Parfum',
  edt: 'Eau de Toilette',
  edc: 'Eau de Cologne',
  attar: 'Attar (perfume oil)',
  'car-diffuser': 'Car diffuser',
};

export const accordValues = [
  'woody',
  'floral',
  'white floral',
  'rose',
  'oud',
  'amber',
  'warm spicy',
  'fresh spicy',
  'citrus',
  'aromatic',
  'green',
  'fruity',
  'sweet',
  'vanilla',
  'musky',
  'powdery',
  'leather',
  'smoky',
  'earthy',
  'aquatic',
  'gourmand',
  'balsamic',
] as const;
export type Accord = (typeof accordValues)[number];

/** India's five seasons as shoppers speak of them, monsoon included. */
export const seasonValues = ['spring', 'summer', 'monsoon', 'autumn', 'winter'] as const;
export type Season = (typeof seasonValues)[number];

export const timeOfDayValues = ['day', 'night'] as const;
export type TimeOfDay = (typeof timeOfDayValues)[number];

export const longevityLabels = ['Fleeting', 'Moderate', 'Long-lasting', 'Very long-lasting', 'All day and beyond'] as const;
export const sillageLabels = ['Intimate', 'Soft', 'Moderate', 'Strong', 'Room-filling'] as const;

export const noteTierValues = ['top', 'heart', 'base'] as const;
export type NoteTier = (typeof noteTierValues)[number];
export const noteTierLabels: Record<NoteTier, string> = { top: 'Top notes', heart: 'Heart notes', base: 'Base notes' };

/** The notes pyramid: names from the shop's note vocabulary, in the order the admin gave them. */
export interface NotesPyramid {
  top: string[];
  heart: string[];
  base: string[];
}

export const MAX_NOTES_PER_TIER = 8;
export const MAX_NOTE_NAME_LENGTH = 40;

/** Every note of a pyramid once, top first. */
export function pyramidNotes(pyramid: NotesPyramid): string[] {
  return [...new Set([...pyramid.top, ...pyramid.heart, ...pyramid.base])];
}

/** A note as the vocabulary stores it: trimmed, inner spaces single, each word capitalised ("pink  pepper" → "Pink Pepper"). */
export function normaliseNoteName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => (word ? word[0]?.toUpperCase() + word.slice(1).toLowerCase() : word))
    .join(' ');
}

export const SIMILAR_SCENTS_LIMIT = 4;

/** Why a scent is suggested: "Shares oud, saffron and rose" (notes first, then accords, at most four named). */
export function sharedExplanation(sharedNotes: readonly string[], sharedAccords: readonly string[]): string {
  const named = [
    ...sharedNotes.map((note) => note.toLowerCase()),
    ...sharedAccords.map((accord) => `${/^[aeiou]/.test(accord) ? 'an' : 'a'} ${accord} accord`),
  ].slice(0, 4);
  if (named.length === 0) return 'A close match in family and feel';
  const last = named.pop() as string;
  return `Shares ${named.length > 0 ? `${named.join(', ')} and ${last}` : last}`;
}
