/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN and the "place of
 * supply" on an invoice). Plain values without zod, so the address form can use them without loading the schemas.
 */
export const INDIAN_STATES = [
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '18', name: 'Assam' },
  { code: '10', name: 'Bihar' },
  { code: '04', name: 'Chandigarh' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '07', name: 'Delhi' },
  { code: '30', name: 'Goa' },
  { code: '24', name: 'Gujarat' },
  { code: '06', name: 'Haryana' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '20', name: 'Jharkhand' },
  { code: '29', name: 'Karnataka' },
  { code: '32', name: 'Kerala' },
  { code: '38', name: 'Ladakh' },
  { code: '31', name: 'Lakshadweep' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '27', name: 'Maharashtra' },
  { code: '14', name: 'Manipur' },
  { code: '17', name: 'Meghalaya' },
  { code: '15', name: 'Mizoram' },
  { code: '13', name: 'Nagaland' },
  { code: '21', name: 'Odisha' },
  { code: '34', name: 'Puducherry' },
  { code: '03', name: 'Punjab' },
  { code: '08', name: 'Rajasthan' },
  { code: '11', name: 'Sikkim' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '36', name: 'Telangana' },
  { code: '16', name: 'Tripura' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '19', name: 'West Bengal' },
] as const;

export type IndianState = (typeof INDIAN_STATES)[number];
export type IndianStateName = IndianState['name'];

/** Old and common spellings a shopper may have typed, by their normalized form. */
const ALIASES: Record<string, IndianStateName> = {
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'andaman nicobar islands': 'Andaman and Nicobar Islands',
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  uttaranchal: 'Uttarakhand',
  'jammu kashmir': 'Jammu and Kashmir',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'dnh and dd': 'Dadra and Nagar Haveli and Daman and Diu',
};

function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

const BY_NORMALIZED_NAME = new Map<string, IndianState>(INDIAN_STATES.map((state) => [normalize(state.name), state]));
const BY_NAME = new Map<string, IndianState>(INDIAN_STATES.map((state) => [state.name, state]));
const BY_CODE = new Map<string, IndianState>(INDIAN_STATES.map((state) => [state.code, state]));

/** The state a free-text entry names (any case, "&" for "and", old names such as Orissa), or undefined. */
export function matchIndianState(text: string): IndianState | undefined {
  const key = normalize(text);
  const alias = ALIASES[key];
  return alias ? BY_NAME.get(alias) : BY_NORMALIZED_NAME.get(key);
}

/** The state with exactly this name (as stored on an address), or undefined. */
export function indianStateByName(name: string): IndianState | undefined {
  return BY_NAME.get(name);
}

export function indianStateByCode(code: string): IndianState | undefined {
  return BY_CODE.get(code);
}
