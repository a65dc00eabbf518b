import { describe, expect, it } from 'vitest';
import { useSandbox } from '../test-harness/test-support';
import {
  addAddress,
  apiOf,
  approve,
  completePf,
  createPj,
  dataOf,
  detailsOf,
  reject,
  submit,
} from '../test-harness/test-api';
import { addressPayload } from './test-payloads';

const sandbox = useSandbox();
const api = apiOf(() => sandbox.current);
const addressesPath = (id: string) => `/v1/submerchants/${id}/addresses`;
const listAddresses = async (id: string) => dataOf(await api.get(addressesPath(id)), 200);
const primaries = async (id: string) =>
  (await listAddresses(id))
    .filter((address: { is_primary: boolean }) => address.is_primary)
    .map((address: { id: string }) => address.id);

describe('POST /v1/submerchants/:id/addresses', () => {
  it('creates an address (201) with every field; the first one becomes primary', async () => {
    const pj = await createPj(api);
    const created = dataOf(
      await api.post(addressesPath(pj.id), addressPayload({ state: 'sp', is_primary: false })),
      201,
    );
    expect(created).toEqual({
      ...addressPayload(),
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      submerchant_id: pj.id,
      state: 'SP',
      country: 'BR',
      is_primary: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
  });

  it('keeps exactly one primary: a new primary unmarks the previous one, a non-primary leaves it', async () => {
    const pj = await createPj(api);
    const first = await addAddress(api, pj.id);
    const second = await addAddress(api, pj.id, { type: 'shipping' });
    expect(second.is_primary).toBe(false);
    expect(await primaries(pj.id)).toEqual([first.id]);
    const third = await addAddress(api, pj.id, { is_primary: true });
    expect(await primaries(pj.id)).toEqual([third.id]);
  });

  it('refuses field rule violations with details, storing nothing', async () => {
    const pj = await createPj(api);
    const result = await api.post(addressesPath(pj.id), {
      street: '',
      number: 12,
      state: 'XX',
      zip_code: '123',
      type: 'home',
      extra: true,
    });
    expect(result.status).toBe(422);
    expect(detailsOf(result)).toEqual({
      street: 'must not be empty',
      number: 'must be a string',
      neighborhood: 'is required',
      city: 'is required',
      state: expect.stringMatching(/not a Brazilian state/),
      zip_code: 'must have 8 to 10 characters',
      type: 'must be one of billing, shipping, both',
      extra: 'is not an accepted field',
    });
    expect(detailsOf(await api.post(addressesPath(pj.id), addressPayload({ country: 'Brasil' }))).country).toMatch(
      /2-letter ISO/,
    );
    expect(await listAddresses(pj.id)).toEqual([]);
  });

  // The interface allows 8 to 10 characters: any such zip of digits and - . or space separators is accepted in Brazil.
  it('accepts 8 to 10 characters of digits with - . or space separators in Brazil, kept as sent', async () => {
    const pj = await createPj(api);
    for (const zip_code of ['01310200', '01310-200', '01.310-200', '01310 200', '0131010000', '0131.0200']) {
      expect(dataOf(await api.post(addressesPath(pj.id), addressPayload({ zip_code })), 201).zip_code).toBe(zip_code);
    }
    for (const zip_code of ['01.310200-', 'AB.CDE-FGH', '01310-20A', '01310--200', '--------']) {
      expect(detailsOf(await api.post(addressesPath(pj.id), addressPayload({ zip_code }))).zip_code, zip_code).toMatch(
        /Brazilian CEP/,
      );
    }
    for (const zip_code of ['0131020', '01310-20000', '01.310-2000']) {
      expect(detailsOf(await api.post(addressesPath(pj.id), addressPayload({ zip_code }))).zip_code, zip_code).toBe(
        'must have 8 to 10 characters',
      );
    }
  });

  it('accepts a lowercase UF, stores it upper-cased, and still wants a real UF in Brazil', async () => {
    const pj = await createPj(api);
    expect(
      dataOf(await api.post(addressesPath(pj.id), addressPayload({ state: 'rj', zip_code: '20040-002' })), 201).state,
    ).toBe('RJ');
    expect(detailsOf(await api.post(addressesPath(pj.id), addressPayload({ state: 'xx' }))).state).toMatch(
      /not a Brazilian state/,
    );
    expect(detailsOf(await api.post(addressesPath(pj.id), addressPayload({ state: 's' }))).state).toMatch(
      /2-character/,
    );
  });

  it('answers 404 for another merchant and 409 once rejected', async () => {
    const { submerchant } = await completePf(api);
    expect((await api.post(addressesPath(submerchant.id), addressPayload(), 'strict')).status).toBe(404);
    dataOf(await submit(api, submerchant.id), 200);
    dataOf(await reject(api, submerchant.id), 200);
    expect((await api.post(addressesPath(submerchant.id), addressPayload())).status).toBe(409);
  });
});

describe('PATCH /v1/submerchants/:id/addresses/:addressId', () => {
  it('changes only the fields sent (200)', async () => {
    const pj = await createPj(api);
    const address = await addAddress(api, pj.id);
    sandbox.current.clock.advance(5);
    const updated = dataOf(
      await api.patch(`${addressesPath(pj.id)}/${address.id}`, { number: '1600', complement: null }),
      200,
    );
    expect(updated).toEqual({ ...address, number: '1600', complement: null, updated_at: expect.any(String) });
    expect(updated.updated_at > address.updated_at).toBe(true);
    expect(await listAddresses(pj.id)).toEqual([updated]);
  });

  it('checks the address as it would become: a foreign state needs a foreign country', async () => {
    const pj = await createPj(api);
    const address = await addAddress(api, pj.id);
    const path = `${addressesPath(pj.id)}/${address.id}`;
    expect(detailsOf(await api.patch(path, { state: 'LX' })).state).toMatch(/not a Brazilian state/);
    const abroad = dataOf(await api.patch(path, { state: 'LX', country: 'PT', zip_code: '1000-001 L' }), 200);
    expect(abroad).toMatchObject({ state: 'LX', country: 'PT', zip_code: '1000-001 L' });
    expect(detailsOf(await api.patch(path, { country: 'BR' }))).toEqual({
      state: expect.stringMatching(/not a Brazilian state/),
      zip_code: expect.stringMatching(/Brazilian CEP/),
    });
    expect(dataOf(await api.patch(path, { country: null, state: 'rj', zip_code: '20040002' }), 200)).toMatchObject({
      country: 'BR',
      state: 'RJ',
    });
  });

  it('moves the primary mark, and refuses to leave no primary', async () => {
    const pj = await createPj(api);
    const [first, second] = [await addAddress(api, pj.id), await addAddress(api, pj.id)];
    const refused = await api.patch(`${addressesPath(pj.id)}/${first.id}`, { is_primary: false });
    expect(refused.status).toBe(422);
    expect(detailsOf(refused).is_primary).toMatch(/mark another address as primary/);
    dataOf(await api.patch(`${addressesPath(pj.id)}/${second.id}`, { is_primary: true }), 200);
    expect(await primaries(pj.id)).toEqual([second.id]);
  });

  it('refuses an empty patch, unknown fields and cleared required fields, changing nothing', async () => {
    const pj = await createPj(api);
    const address = await addAddress(api, pj.id);
    const path = `${addressesPath(pj.id)}/${address.id}`;
    expect(detailsOf(await api.patch(path, {}))).toEqual({ '(root)': 'send at least one address field to change' });
    expect(detailsOf(await api.patch(path, { city: 'Campinas', colour: 'red' }))).toEqual({
      colour: 'is not an accepted field',
    });
    expect(detailsOf(await api.patch(path, { street: null }))).toEqual({ street: 'is required' });
    expect(await listAddresses(pj.id)).toEqual([address]);
  });

  it('answers 404 for an address of another submerchant, a malformed id, or another merchant', async () => {
    const [pj, other] = [await createPj(api), await createPj(api)];
    const address = await addAddress(api, pj.id);
    expect((await api.patch(`${addressesPath(other.id)}/${address.id}`, { city: 'X' })).status).toBe(404);
    expect((await api.patch(`${addressesPath(pj.id)}/nope`, { city: 'X' })).status).toBe(404);
    expect((await api.patch(`${addressesPath(pj.id)}/${address.id}`, { city: 'X' }, 'strict')).status).toBe(404);
  });

  it('answers 409 while under review, and works again once active', async () => {
    const { submerchant } = await completePf(api);
    const [address] = await listAddresses(submerchant.id);
    const path = `${addressesPath(submerchant.id)}/${address.id}`;
    dataOf(await submit(api, submerchant.id), 200);
    expect((await api.patch(path, { city: 'Santos' })).status).toBe(409);
    dataOf(await approve(api, submerchant.id), 200);
    expect(dataOf(await api.patch(path, { city: 'Santos' }), 200).city).toBe('Santos');
  });
});

describe('DELETE /v1/submerchants/:id/addresses/:addressId', () => {
  it('removes the address (200 with the removed record); deleting the primary promotes the oldest remaining', async () => {
    const pj = await createPj(api);
    const [first, second, third] = [
      await addAddress(api, pj.id),
      await addAddress(api, pj.id),
      await addAddress(api, pj.id),
    ];
    expect(dataOf(await api.delete(`${addressesPath(pj.id)}/${second.id}`), 200)).toEqual(second);
    expect(await primaries(pj.id)).toEqual([first.id]);
    dataOf(await api.delete(`${addressesPath(pj.id)}/${first.id}`), 200);
    expect(await primaries(pj.id)).toEqual([third.id]);
    dataOf(await api.delete(`${addressesPath(pj.id)}/${third.id}`), 200);
    expect(await listAddresses(pj.id)).toEqual([]);
    expect((await api.delete(`${addressesPath(pj.id)}/${third.id}`)).status).toBe(404);
  });

  it('answers 404 for another merchant and 409 while under review', async () => {
    const { submerchant } = await completePf(api);
    const [address] = await listAddresses(submerchant.id);
    expect((await api.delete(`${addressesPath(submerchant.id)}/${address.id}`, 'strict')).status).toBe(404);
    dataOf(await submit(api, submerchant.id), 200);
    expect((await api.delete(`${addressesPath(submerchant.id)}/${address.id}`)).status).toBe(409);
  });
});
