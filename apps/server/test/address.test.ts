import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints, MAX_ADDRESSES_MESSAGE, STATE_CHOICE_MESSAGE, type AddressInput } from '@aurelle/contract';
import { addresses } from '../src/db/schema/index.ts';
import { createAddress } from './factories.ts';
import { call, createTestApp, createUser, expectStatus, malformed, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Shopper = Awaited<ReturnType<typeof createUser>>;
const validAddress = {
  fullName: 'Meera Iyer',
  phoneNumber: '98765 43210',
  addressLine1: '7 Residency Road',
  addressLine2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560025',
};
const addAddress = (shopper: Shopper, body: AddressInput = validAddress) => call(t, endpoints.addAddress, { headers: shopper.auth, body });
const listAddresses = async (shopper: Shopper) => {
  const res = await call(t, endpoints.listAddresses, { headers: shopper.auth });
  expectStatus(res, 200);
  return res.body.addresses;
};
/** Adds a valid address, expecting success; its id. */
const addedId = async (shopper: Shopper) => {
  const res = await addAddress(shopper);
  expectStatus(res, 201);
  return res.body.address.id;
};

describe('addresses', () => {
  it('answers 401 to anonymous calls', async () => {
    const res = await call(t, endpoints.listAddresses);
    expect(res.status).toBe(401);
  });

  it('adds an address with normalized phone and no empty second line, and lists it', async () => {
    const shopper = await createUser(t);
    const res = await addAddress(shopper);
    expectStatus(res, 201);
    const { message, address } = res.body;
    expect(message).toBe('Address added successfully');
    expect(address).toMatchObject({ ...validAddress, phoneNumber: '9876543210', addressLine2: null, stateIsListed: true });
    expect(address._id).toBe(address.id);
    expect(await listAddresses(shopper)).toEqual([address]);
  });

  it('gives a clear per-field message for missing fields, a bad phone number and a bad PIN code', async () => {
    const shopper = await createUser(t);
    const res = await addAddress(
      shopper,
      malformed({ ...validAddress, fullName: '  ', city: undefined, phoneNumber: '12345', postalCode: '0600' }),
    );
    expectStatus(res, 400);
    expect(res.body.errors).toMatchObject({
      fullName: ['Full name is required'],
      city: ['City is required'],
      phoneNumber: ['Enter a valid 10-digit mobile number'],
      postalCode: ['Enter a valid 6-digit PIN code'],
    });
    expect(await listAddresses(shopper)).toEqual([]);
  });

  it('takes the state only as one of the listed names: anything else is a 400 and nothing is stored', async () => {
    const shopper = await createUser(t);
    for (const state of ['Bombay', 'karnataka', 'KA', '29', '', undefined]) {
      const res = await addAddress(shopper, malformed({ ...validAddress, state }));
      expectStatus(res, 400);
      expect(res.body).toMatchObject({ success: false, message: STATE_CHOICE_MESSAGE, errors: { state: [STATE_CHOICE_MESSAGE] } });
    }
    expect(await t.ctx.db.select().from(addresses).where(eq(addresses.userId, shopper.user.id))).toEqual([]);

    // Surrounding spaces are trimmed.
    const padded = await addAddress(shopper, { ...validAddress, state: '  Karnataka ' });
    expectStatus(padded, 201);
    expect(padded.body.address).toMatchObject({ state: 'Karnataka', stateIsListed: true });
    const id = padded.body.address.id;

    const update = (state: string, postalCode = validAddress.postalCode) =>
      call(t, endpoints.updateAddress, {
        params: { addressId: id },
        headers: shopper.auth,
        body: { ...validAddress, city: 'Mysuru', state, postalCode },
      });
    const refused = await update('Mysore State');
    expectStatus(refused, 400);
    expect(refused.body).toMatchObject({ message: STATE_CHOICE_MESSAGE, errors: { state: [STATE_CHOICE_MESSAGE] } });
    const [unchanged] = await t.ctx.db.select().from(addresses).where(eq(addresses.id, id));
    expect(unchanged).toMatchObject({ city: 'Bengaluru', state: 'Karnataka' });

    // Union territories are listed too (with a PIN code of theirs: the PIN must be in the state chosen).
    const moved = await update('Dadra and Nagar Haveli and Daman and Diu', '396210');
    expectStatus(moved, 200);
    expect(moved.body.address).toMatchObject({ city: 'Mysuru', state: 'Dadra and Nagar Haveli and Daman and Diu', stateIsListed: true });
  });

  it('answers stateIsListed false for a free-text state stored before the list, until the shopper chooses one', async () => {
    const shopper = await createUser(t);
    const unlisted = await createAddress(t, shopper.user.id, { state: 'Bombay Presidency' });
    const listed = await createAddress(t, shopper.user.id, { state: 'Maharashtra' });
    const answered = await listAddresses(shopper);
    expect(answered.map(({ id, state, stateIsListed }) => ({ id, state, stateIsListed }))).toEqual(
      expect.arrayContaining([
        { id: unlisted.id, state: 'Bombay Presidency', stateIsListed: false },
        { id: listed.id, state: 'Maharashtra', stateIsListed: true },
      ]),
    );

    const chosen = await call(t, endpoints.updateAddress, {
      params: { addressId: unlisted.id },
      headers: shopper.auth,
      body: { ...validAddress, city: 'Mumbai', state: 'Maharashtra', postalCode: unlisted.postalCode },
    });
    expectStatus(chosen, 200);
    expect(chosen.body.address).toMatchObject({ id: unlisted.id, state: 'Maharashtra', stateIsListed: true });
  });

  it("refuses a 4th address with 'You can add max 3 addresses'", async () => {
    const shopper = await createUser(t);
    for (let i = 0; i < 3; i += 1) expect((await addAddress(shopper, { ...validAddress, addressLine1: `Flat ${i}` })).status).toBe(201);
    const fourth = await addAddress(shopper);
    expect(fourth.status).toBe(400);
    expect(fourth.body).toMatchObject({ success: false, message: MAX_ADDRESSES_MESSAGE, reason: { code: 'ADDRESS_LIMIT', limit: 3 } });
    expect(await listAddresses(shopper)).toHaveLength(3);
  });

  it('keeps the limit under 5 concurrent adds: exactly 3 exist', async () => {
    const shopper = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addAddress(shopper, { ...validAddress, addressLine1: `Tower ${i}` })),
    );
    expect(results.filter((res) => res.status === 201)).toHaveLength(3);
    expect(results.filter((res) => res.status === 400).map((res) => res.body.message)).toEqual([
      MAX_ADDRESSES_MESSAGE,
      MAX_ADDRESSES_MESSAGE,
    ]);
    const stored = await t.ctx.db.select().from(addresses).where(eq(addresses.userId, shopper.user.id));
    expect(stored).toHaveLength(3);
  });

  it('updates and deletes own addresses; a deleted slot can be used again', async () => {
    const shopper = await createUser(t);
    const ids = [await addedId(shopper), await addedId(shopper), await addedId(shopper)] as const;
    const updated = await call(t, endpoints.updateAddress, {
      params: { addressId: ids[0] },
      headers: shopper.auth,
      body: { ...validAddress, city: 'Mysuru', postalCode: '570001', addressLine2: 'Near the palace' },
    });
    expectStatus(updated, 200);
    expect(updated.body).toMatchObject({
      message: 'Address updated successfully',
      address: { id: ids[0], city: 'Mysuru', postalCode: '570001', addressLine2: 'Near the palace' },
    });

    const removed = await call(t, endpoints.deleteAddress, { params: { addressId: ids[1] }, headers: shopper.auth });
    expect(removed.body).toEqual({ success: true, message: 'Address deleted successfully', addressId: ids[1] });
    expect((await listAddresses(shopper)).map((a) => a.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect((await addAddress(shopper)).status).toBe(201);
  });

  it("answers 404 for someone else's address and leaves it untouched", async () => {
    const [owner, intruder] = [await createUser(t), await createUser(t)];
    const id = await addedId(owner);
    const update = await call(t, endpoints.updateAddress, { params: { addressId: id }, headers: intruder.auth, body: validAddress });
    expectStatus(update, 404);
    expect(update.body.message).toBe('Address not found');
    const remove = await call(t, endpoints.deleteAddress, { params: { addressId: id }, headers: intruder.auth });
    expect(remove.status).toBe(404);
    expect(await listAddresses(intruder)).toEqual([]);
    expect(await listAddresses(owner)).toHaveLength(1);

    const badId = await call(t, endpoints.deleteAddress, { params: { addressId: '42' }, headers: owner.auth });
    expect(badId.status).toBe(400);
  });
});
