import type { GstUqc } from '@aurelle/contract';

/**
 * How the GST offline tool spells things (docs/decisions/091-gst-monthly-summary.md). Its state list writes "&" where
 * ours writes "and" ("01-Jammu & Kashmir", "26-Dadra & Nagar Haveli & Daman & Diu", "35-Andaman & Nicobar Islands");
 * every other name is the same.
 */
export function placeOfSupplyLabel(stateCode: string, stateName: string): string {
  return `${stateCode}-${stateName.replace(/ and /g, ' & ')}`;
}

/** SAC codes (services) all start with 99; anything else is an HSN code of goods. */
export function isServiceCode(hsnCode: string): boolean {
  return hsnCode.startsWith('99');
}

/** Goods are counted in numbers (bottles); services have no unit. */
export function uqcOf(hsnCode: string): GstUqc {
  return isServiceCode(hsnCode) ? 'NA' : 'NOS';
}

/** The UQC as the offline tool's list names it. */
export const UQC_LABELS: Record<GstUqc, string> = { NOS: 'NOS-NUMBERS', NA: 'NA' };

/** The tariff's own words for the codes a perfume house uses (the HSN sheet describes the code, not the product). */
const HSN_DESCRIPTIONS: Record<string, string> = {
  '3303': 'Perfumes and toilet waters',
  '3304': 'Beauty or make-up preparations',
  '3305': 'Preparations for use on the hair',
  '3307': 'Shaving preparations, deodorants and other perfumery',
  '3401': 'Soap',
  '3406': 'Candles',
  '9968': 'Postal and courier services',
  '9985': 'Support services',
};

/** The code's description, or (for a code not listed above) the first line sold under it. */
export function hsnDescription(hsnCode: string, firstLineDescription: string): string {
  return HSN_DESCRIPTIONS[hsnCode] ?? firstLineDescription;
}

const MONTH_ABBREVIATIONS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-05' → '05-Nov-2026', the template's date format (dd-mmm-yyyy). */
export function portalDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTH_ABBREVIATIONS[Number(month) - 1] ?? month}-${year}`;
}

/** Paise as rupees with two decimals and no grouping, exactly (no floating point): -12345 → '-123.45'. */
export function portalAmount(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** A rate in basis points as a percent with two decimals: 1800 → '18.00', 25 → '0.25'. */
export function portalRate(basisPoints: number): string {
  return portalAmount(basisPoints);
}
