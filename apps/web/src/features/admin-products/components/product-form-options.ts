import { categoryValues, fragranceTypeValues, genderLabels, genderValues, gstRateValues } from '@aurelle/contract';

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The houses the form offers (those of the demo catalog); any other is typed after 'custom'. */
export const brandOptions = [
  'Maison Veyra',
  'Casa Lumière',
  'Atelier Ombré',
  'House of Kesar',
  'Solenne',
  'Ivory & Ash',
  'Botanica Verde',
  'Celestine Rhodes',
  'Rohan Mehra',
  'Aria Kapoor',
  'Drift Auto Atelier',
  'Roam & Co.',
] as const;

export const categoryOptions = [
  ...categoryValues.map((value) => ({ value, label: capitalize(value) })),
  { value: 'custom', label: 'Custom' },
];
export const fragranceTypeOptions = fragranceTypeValues.map((value) => ({ value, label: capitalize(value) }));
export const genderOptions = genderValues.map((value) => ({ value, label: genderLabels[value] }));
/** The GST slabs, as the select holds them ('0.25') and shows them ('0.25%'). */
export const gstRateOptions = gstRateValues.map((rate) => ({ value: String(rate), label: `${rate}%` }));
