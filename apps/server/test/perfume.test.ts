import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, normaliseNoteName, type ProductInput } from '@aurelle/contract';
import { productInput } from './catalog-helpers.ts';
import { createProduct } from './factories.ts';
import { bodyOf, call, createTestApp, createUser, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

const add = (body: ProductInput) => call(t, endpoints.addProduct, { body, headers: admin.auth });
const perfume: Partial<ProductInput> = {
  concentration: 'extrait',
  notes: { top: ['saffron', 'Pink  pepper'], heart: ['Rose'], base: ['oud', 'Sandalwood'] },
  accords: ['oud', 'rose', 'warm spicy'],
  longevity: 5,
  sillage: '4',
  seasons: ['winter', 'monsoon'],
  timesOfDay: ['night'],
  launchYear: '2021',
  perfumer: 'Meher Kesar',
  countryOfOrigin: 'India',
};

describe('what a perfume is', () => {
  it('stores the pyramid spelt as the vocabulary spells it, with the rest of the profile', async () => {
    const product = bodyOf(await add(productInput(perfume)), 201).data;
    expect(product).toMatchObject({
      concentration: 'extrait',
      notes: { top: ['Saffron', 'Pink Pepper'], heart: ['Rose'], base: ['Oud', 'Sandalwood'] },
      accords: ['oud', 'rose', 'warm spicy'],
      longevity: 5,
      sillage: 4,
      seasons: ['winter', 'monsoon'],
      timesOfDay: ['night'],
      launchYear: 2021,
      perfumer: 'Meher Kesar',
      countryOfOrigin: 'India',
    });
    // The spec's form (none of these fields) keeps them.
    const spec = productInput({ title: product.title, price: 9900 });
    const edited = bodyOf(await call(t, endpoints.editProduct, { params: { id: product.id }, body: spec, headers: admin.auth }), 200).data;
    expect(edited.notes).toEqual(product.notes);
    expect(edited.concentration).toBe('extrait');
  });

  it('refuses a note outside the vocabulary until an admin adds it, and bad values with clear messages', async () => {
    const unknown = normaliseNoteName(`Zorblossom ${randomUUID().slice(0, 4).replace(/\d/g, 'q')}`);
    const refused = bodyOf(await add(productInput({ notes: { top: [], heart: [unknown, 'Rose'], base: [] } })), 400);
    expect(refused.errors?.['notes.heart']).toEqual([`Unknown note: ${unknown}. Add it to the notes first`]);

    const created = bodyOf(await call(t, endpoints.addNote, { body: { name: unknown.toLowerCase() }, headers: admin.auth }), 201);
    expect(created.data.name).toBe(unknown);
    const again = bodyOf(await call(t, endpoints.addNote, { body: { name: unknown.toUpperCase() }, headers: admin.auth }), 409);
    expect(again.message).toBe(`${unknown} is already a note`);
    expect((await call(t, endpoints.addNote, { body: { name: 'Amber' } })).status).toBe(401);
    const notes = bodyOf(await call(t, endpoints.listNotes), 200).data.map((note) => note.name);
    expect(notes).toContain(unknown);
    expect(notes).toEqual([...notes].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
    expect(bodyOf(await add(productInput({ notes: { top: [], heart: [unknown], base: [] } })), 201).data.notes.heart).toEqual([unknown]);

    const bad: Array<[Partial<ProductInput>, string, string]> = [
      [{ longevity: 6 }, 'longevity', 'Longevity must be from 1 to 5'],
      [{ concentration: 'cologne-ish' as never }, 'concentration', 'Choose a concentration'],
      [{ launchYear: '1492' }, 'launchYear', 'Launch year must be 1700 or later'],
      [{ seasons: ['rainy' as never] }, 'seasons.0', 'Choose seasons from the list'],
      [{ notes: { top: ['R0se!'], heart: [], base: [] } }, 'notes.top.0', 'A note uses letters, spaces, hyphens and apostrophes'],
    ];
    for (const [fields, path, message] of bad) expect(bodyOf(await add(productInput(fields)), 400).errors?.[path], path).toEqual([message]);
  });

  it('finds a note anywhere in the pyramid by search', async () => {
    const tag = randomUUID().slice(0, 6);
    const inTop = bodyOf(
      await add(productInput({ title: `Top Kesar ${tag}`, notes: { top: ['Saffron'], heart: [], base: [] } })),
      201,
    ).data;
    const inBase = bodyOf(
      await add(productInput({ title: `Base Kesar ${tag}`, notes: { top: [], heart: [], base: ['Saffron'] } })),
      201,
    ).data;
    const without = bodyOf(await add(productInput({ title: `No Kesar ${tag}`, notes: { top: ['Lemon'], heart: [], base: [] } })), 201).data;
    const found = bodyOf(await call(t, endpoints.searchProducts, { params: { keyword: 'saffron' } }), 200).data.map((p) => p.id);
    expect(found).toEqual(expect.arrayContaining([inTop.id, inBase.id]));
    expect(found).not.toContain(without.id);
  });

  it('suggests similar scents by shared notes and accords, saying what they share', async () => {
    const pyramid = (top: string[], heart: string[], base: string[]) => ({ topNotes: top, heartNotes: heart, baseNotes: base });
    // Notes no other product of this file uses, so the four places go to these.
    const source = await createProduct(t, { ...pyramid(['Elemi'], ['Khus'], ['Nagarmotha']), accords: ['earthy'], gender: 'male' });
    const close = await createProduct(t, { ...pyramid(['Elemi'], ['Jasmine'], ['Nagarmotha']), accords: ['earthy'], gender: 'male' });
    const distant = await createProduct(t, { ...pyramid(['Lemon'], ['Khus'], ['Musk']), accords: ['citrus'], gender: 'male' });
    const unrelated = await createProduct(t, { ...pyramid(['Lime'], ['Mint'], ['Vetiver']), accords: ['green'], fragranceType: 'green' });
    const soldOut = await createProduct(t, { ...pyramid(['Elemi'], ['Khus'], ['Nagarmotha']), accords: ['earthy'], totalStock: 0 });
    const similar = bodyOf(await call(t, endpoints.listSimilarScents, { params: { id: source.id } }), 200).data;
    const ids = similar.map((scent) => scent.product.id);
    expect(ids.indexOf(close.id)).toBeLessThan(ids.indexOf(distant.id));
    expect(ids).not.toContain(unrelated.id);
    expect(ids).not.toContain(soldOut.id);
    expect(similar.find((scent) => scent.product.id === close.id)).toMatchObject({
      sharedNotes: ['Elemi', 'Nagarmotha'],
      sharedAccords: ['earthy'],
    });
    expect(similar.find((scent) => scent.product.id === distant.id)).toMatchObject({ sharedNotes: ['Khus'], sharedAccords: [] });
    expect((await call(t, endpoints.listSimilarScents, { params: { id: randomUUID() } })).status).toBe(404);
  });
});
