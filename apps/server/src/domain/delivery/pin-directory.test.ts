import { describe, expect, it } from 'vitest';
import { lookUpPin, pinDirectorySize } from './pin-directory.ts';
import { PIN_DIRECTORY_COUNT } from './pin-directory-data.ts';

const place = (pin: string) => {
  const found = lookUpPin(pin);
  return found && { district: found.district, state: found.state.name, states: found.states.map((state) => state.name) };
};

describe('the PIN directory (India Post, decision 082)', () => {
  it('holds every PIN of the generated table', () => {
    expect(pinDirectorySize()).toBe(PIN_DIRECTORY_COUNT);
    expect(PIN_DIRECTORY_COUNT).toBeGreaterThan(19_000);
  });

  it.each([
    ['781001', 'Kamrup', 'Assam'],
    ['560001', 'Bangalore', 'Karnataka'],
    ['110001', 'Central Delhi', 'Delhi'],
    ['400050', 'Mumbai', 'Maharashtra'],
    ['500001', 'Hyderabad', 'Telangana'],
    ['744101', 'South Andaman', 'Andaman and Nicobar Islands'],
    // Filed under Jammu & Kashmir by the directory; a union territory of its own since 2019.
    ['194101', 'Leh', 'Ladakh'],
    // Two union territories merged in 2020, and Orissa, Pondicherry under their present names.
    ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['751001', 'Khorda', 'Odisha'],
    ['605001', 'Pondicherry', 'Puducherry'],
    // The directory's "Raigarh(MH)" without its state tag.
    ['402201', 'Raigarh', 'Maharashtra'],
  ])('%s is in %s, %s', (pin, district, state) => {
    expect(place(pin)).toMatchObject({ district, state });
  });

  it('lists every state of a PIN that straddles a border, the one with most post offices first', () => {
    expect(place('396230')?.states).toEqual(['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat']);
    expect(place('605007')?.states).toEqual(['Puducherry', 'Tamil Nadu']);
    expect(place('781001')?.states).toEqual(['Assam']);
  });

  it.each(['999999', '100000', '110000', '12345', '1234567', '012345', 'abcdef', ''])('knows no %j', (pin) => {
    expect(lookUpPin(pin)).toBeUndefined();
  });
});
