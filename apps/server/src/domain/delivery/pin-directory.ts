import { indianStateByCode, type IndianState } from '@aurelle/contract';
import { PIN_DIRECTORY } from './pin-directory-data.ts';

/** What India Post's directory says of a PIN code (decision 082). */
export interface PinPlace {
  pinCode: string;
  district: string;
  /** The state of most of its post offices: the one the address form fills in. */
  state: IndianState;
  /** Every state the PIN's post offices are in (a few PINs straddle a border), the main one first. */
  states: IndianState[];
}

interface Directory {
  /** Every PIN, ascending, with its district (index into `districts`) and state (index into `stateCodes`) beside it. */
  pins: Int32Array;
  districtOf: Uint16Array;
  stateOf: Uint8Array;
  districts: string[];
  stateCodes: string[];
  /** The other states of the few PINs in more than one. */
  alsoIn: Map<number, string[]>;
}

let directory: Directory | undefined;

/**
 * The table, parsed on the first look-up into typed arrays (about 150 KB for 19,000 PINs, where a Map of objects would
 * take several MB): sorted PINs searched by halving, district and state as small indexes beside them.
 */
function load(): Directory {
  if (directory) return directory;
  const lines = PIN_DIRECTORY.split('\n');
  const entries: Array<[pin: number, district: number, state: number]> = [];
  const districts: string[] = [];
  const stateCodes: string[] = [];
  const alsoIn = new Map<number, string[]>();
  for (const line of lines) {
    if (line.startsWith('+')) {
      const [pin = '', codes = ''] = line.slice(1).split('|');
      alsoIn.set(Number(pin), codes.split(','));
      continue;
    }
    const [code = '', district = '', deltas = ''] = line.split('|');
    let stateIndex = stateCodes.indexOf(code);
    if (stateIndex === -1) stateIndex = stateCodes.push(code) - 1;
    const districtIndex = districts.push(district) - 1;
    let pin = 0;
    for (const delta of deltas.split(',')) {
      pin += Number(delta);
      entries.push([pin, districtIndex, stateIndex]);
    }
  }
  entries.sort((a, b) => a[0] - b[0]);
  directory = {
    pins: Int32Array.from(entries, (entry) => entry[0]),
    districtOf: Uint16Array.from(entries, (entry) => entry[1]),
    stateOf: Uint8Array.from(entries, (entry) => entry[2]),
    districts,
    stateCodes,
    alsoIn,
  };
  return directory;
}

function indexOf(pins: Int32Array, pin: number): number {
  let low = 0;
  let high = pins.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = pins[middle] ?? 0;
    if (value === pin) return middle;
    if (value < pin) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The district and state of a 6-digit PIN code, or undefined when India Post's directory has no such PIN. */
export function lookUpPin(pinCode: string): PinPlace | undefined {
  if (!/^[1-9]\d{5}$/.test(pinCode)) return undefined;
  const table = load();
  const pin = Number(pinCode);
  const index = indexOf(table.pins, pin);
  if (index === -1) return undefined;
  const state = indianStateByCode(table.stateCodes[table.stateOf[index] ?? 0] ?? '');
  if (!state) return undefined;
  const others = (table.alsoIn.get(pin) ?? []).map(indianStateByCode).filter((other): other is IndianState => other !== undefined);
  return { pinCode, district: table.districts[table.districtOf[index] ?? 0] ?? '', state, states: [state, ...others] };
}

/** How many PIN codes the table holds (for the readiness of tests and the decision record's figures). */
export function pinDirectorySize(): number {
  return load().pins.length;
}
