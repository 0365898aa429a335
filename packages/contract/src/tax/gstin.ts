import { indianStateByCode } from './indian-states.ts';

const GSTIN_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, a letter), entity number, 'Z', check character. */
const GSTIN_PATTERN = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** The check character of a GSTIN's first 14 characters (GSTN's Luhn mod 36 variant). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const product = GSTIN_CHARSET.indexOf(first14[index] ?? '') * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARSET[(36 - (sum % 36)) % 36] ?? '0';
}

export type GstinProblem = 'format' | 'state' | 'check-digit';

/** Why a GSTIN is not valid, or undefined when it is: its shape, a known state code, its check character. */
export function gstinProblem(gstin: string): GstinProblem | undefined {
  const match = GSTIN_PATTERN.exec(gstin);
  if (!match) return 'format';
  if (!indianStateByCode(match[1] ?? '')) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'check-digit';
  return undefined;
}
