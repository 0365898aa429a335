import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addressListResponseSchema, addressResponseSchema, MAX_ADDRESSES_MESSAGE } from '@aurelle/contract';
import { addresses } from '../src/db/schema/index.ts';
import { createTestApp, createUser, json, type TestApp } from './helpers.ts';

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
const addAddress = (shopper: Shopper, payload: unknown = validAddress) =>
  t.app.inject({ method: 'POST', url: '/api/shop/address/add', headers: shopper.auth, payload: payload as object });
const listAddresses = async (shopper: Shopper) =>
  addressListResponseSchema.parse(json(await t.app.inject({ method: 'GET', url: '/api/shop/address/get', headers: shopper.auth })))
    .addresses;

describe('addresses', () => {
  it('answers 401 to anonymous calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shop/address/get' });
    expect(res.statusCode).toBe(401);
  });

  it('adds an address with normalized phone and no empty second line, and lists it', async () => {
    const shopper = await createUser(t);
    const res = await addAddress(shopper);
    expect(res.statusCode).toBe(201);
    const { message, address } = addressResponseSchema.parse(json(res));
    expect(message).toBe('Address added successfully');
    expect(address).toMatchObject({ ...validAddress, phoneNumber: '9876543210', addressLine2: null });
    expect(address._id).toBe(address.id);
    expect(await listAddresses(shopper)).toEqual([address]);
  });

  it('gives a clear per-field message for missing fields, a bad phone number and a bad PIN code', async () => {
    const shopper = await createUser(t);
    const res = await addAddress(shopper, { ...validAddress, fullName: '  ', city: undefined, phoneNumber: '12345', postalCode: '0600' });
    expect(res.statusCode).toBe(400);
    const body = json<{ errors: Record<string, string[]> }>(res);
    expect(body.errors).toMatchObject({
      fullName: ['Full name is required'],
      city: ['City is required'],
      phoneNumber: ['Enter a valid 10-digit mobile number'],
      postalCode: ['Enter a valid 6-digit PIN code'],
    });
    expect(await listAddresses(shopper)).toEqual([]);
  });

  it("refuses a 4th address with 'You can add max 3 addresses'", async () => {
    const shopper = await createUser(t);
    for (let i = 0; i < 3; i += 1) expect((await addAddress(shopper, { ...validAddress, addressLine1: `Flat ${i}` })).statusCode).toBe(201);
    const fourth = await addAddress(shopper);
    expect(fourth.statusCode).toBe(400);
    expect(json(fourth)).toMatchObject({ success: false, message: MAX_ADDRESSES_MESSAGE });
    expect(await listAddresses(shopper)).toHaveLength(3);
  });

  it('keeps the limit under 5 concurrent adds: exactly 3 exist', async () => {
    const shopper = await createUser(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addAddress(shopper, { ...validAddress, addressLine1: `Tower ${i}` })),
    );
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(3);
    expect(results.filter((res) => res.statusCode === 400).map((res) => json(res).message)).toEqual([
      MAX_ADDRESSES_MESSAGE,
      MAX_ADDRESSES_MESSAGE,
    ]);
    const stored = await t.ctx.db.select().from(addresses).where(eq(addresses.userId, shopper.user.id));
    expect(stored).toHaveLength(3);
  });

  it('updates and deletes own addresses; a deleted slot can be used again', async () => {
    const shopper = await createUser(t);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(addressResponseSchema.parse(json(await addAddress(shopper))).address.id);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/shop/address/update/${ids[0]}`,
      headers: shopper.auth,
      payload: { ...validAddress, city: 'Mysuru', postalCode: '570001', addressLine2: 'Near the palace' },
    });
    expect(updated.statusCode).toBe(200);
    expect(addressResponseSchema.parse(json(updated))).toMatchObject({
      message: 'Address updated successfully',
      address: { id: ids[0], city: 'Mysuru', postalCode: '570001', addressLine2: 'Near the palace' },
    });

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/shop/address/delete/${ids[1]}`, headers: shopper.auth });
    expect(json(removed)).toEqual({ success: true, message: 'Address deleted successfully', addressId: ids[1] });
    expect((await listAddresses(shopper)).map((a) => a.id).sort()).toEqual([ids[0], ids[2]].sort());
    expect((await addAddress(shopper)).statusCode).toBe(201);
  });

  it("answers 404 for someone else's address and leaves it untouched", async () => {
    const [owner, intruder] = [await createUser(t), await createUser(t)];
    const id = addressResponseSchema.parse(json(await addAddress(owner))).address.id;
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/shop/address/update/${id}`,
      headers: intruder.auth,
      payload: validAddress,
    });
    expect(update.statusCode).toBe(404);
    expect(json(update).message).toBe('Address not found');
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/shop/address/delete/${id}`, headers: intruder.auth });
    expect(remove.statusCode).toBe(404);
    expect(await listAddresses(intruder)).toEqual([]);
    expect(await listAddresses(owner)).toHaveLength(1);

    const malformed = await t.app.inject({ method: 'DELETE', url: '/api/shop/address/delete/42', headers: owner.auth });
    expect(malformed.statusCode).toBe(400);
  });
});
