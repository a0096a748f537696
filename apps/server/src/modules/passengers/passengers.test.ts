import { PASSENGERS_MAX, localIsoDate } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.js';
import { registerMember } from '../../test/members.js';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const list = (headers: Headers, payload: object = { pageIndex: 1, pageSize: 10 }) =>
  call('POST', '/api/v1/account/passenger/pagging', headers, payload);
const create = (headers: Headers, payload: object) => call('POST', '/api/v1/account/passenger', headers, payload);
const update = (headers: Headers, id: number | string, payload: object) =>
  call('PUT', `/api/v1/account/passenger/${id}`, headers, payload);
const remove = (headers: Headers, id: number | string) => call('DELETE', `/api/v1/account/passenger/${id}`, headers);

const yearsFromToday = (years: number) => {
  const date = new Date();
  date.setFullYear(date.getFullYear() + years);
  return localIsoDate(date);
};

const traveller = (change: object = {}) => ({
  lastName: ' nguyen ',
  firstName: 'an',
  appellation: 1,
  datebirth: '1985-03-09',
  nationality: 'VN',
  idType: 1,
  idNumber: 'c1234567',
  idExpiry: yearsFromToday(5),
  phone: '0412 345 678',
  country: 61,
  email: 'An.Nguyen@Example.com',
  ...change,
});

/** Creates a traveller and returns its id. */
async function createdId(headers: Headers, change: object = {}): Promise<number> {
  const res = await create(headers, traveller(change));
  expect(res.statusCode).toBe(200);
  return res.json().data.id;
}

describe('saving travellers', () => {
  it('saves a traveller with upper-cased names and a normalised phone, and lists it', async () => {
    const { headers } = await registerMember(t.app);
    const res = await create(headers, traveller());
    expect(res.statusCode).toBe(200);
    const saved = res.json().data;
    expect(saved).toMatchObject({
      id: expect.any(Number),
      lastName: 'NGUYEN',
      firstName: 'AN',
      appellation: 1,
      datebirth: '1985-03-09',
      nationality: 'VN',
      idType: 1,
      idNumber: 'C1234567',
      phone: '412345678',
      country: 61,
      email: 'an.nguyen@example.com',
      isSelf: 0,
    });
    const page = (await list(headers)).json();
    expect(page).toMatchObject({ code: 0, data: { pageIndex: 1, pageSize: 10, total: 1 } });
    expect(page.data.list).toEqual([saved]);
  });

  it('saves a child traveller without phone or email', async () => {
    const { headers } = await registerMember(t.app);
    const res = await create(
      headers,
      traveller({ datebirth: yearsFromToday(-2), phone: '', country: null, email: '' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: '', country: null, email: '' });
  });

  it('keeps at most one own profile (isSelf), listed first', async () => {
    const { headers } = await registerMember(t.app);
    const first = await createdId(headers, { isSelf: 1 });
    const second = await createdId(headers, { firstName: 'binh', isSelf: 1 });
    await createdId(headers, { firstName: 'chi' });
    const rows = (await list(headers)).json().data.list as { id: number; isSelf: number }[];
    expect(rows.map((p) => p.id)[0]).toBe(second);
    expect(rows.filter((p) => p.isSelf === 1).map((p) => p.id)).toEqual([second]);
    expect(rows.find((p) => p.id === first)?.isSelf).toBe(0);
  });

  it(`refuses traveller number ${PASSENGERS_MAX + 1} with 4009`, async () => {
    const { headers } = await registerMember(t.app);
    for (let i = 0; i < PASSENGERS_MAX; i++) await createdId(headers);
    const res = await create(headers, traveller());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe(4009);
    expect((await list(headers)).json().data.total).toBe(PASSENGERS_MAX);
  });

  it.each([
    ['lastName', { lastName: '阮' }],
    ['firstName', { firstName: 'x'.repeat(101) }],
    ['firstName', { firstName: '   ' }],
    ['appellation', { appellation: 3 }],
    ['datebirth', { datebirth: yearsFromToday(1) }],
    ['datebirth', { datebirth: '1985-02-30' }],
    ['nationality', { nationality: 'ZZ' }],
    ['nationality', { nationality: 'vietnam' }],
    ['idType', { idType: 4 }],
    ['idNumber', { idNumber: 'AB12' }],
    ['idNumber', { idNumber: 'AB-123456' }],
    ['idExpiry', { idExpiry: localIsoDate() }],
    ['idExpiry', { idExpiry: '2030/01/01' }],
    ['phone', { phone: '12345', country: 86 }],
    ['country', { phone: '0412 345 678', country: null }],
    ['email', { email: 'not-an-email' }],
    ['isSelf', { isSelf: 2 }],
  ])('rejects a bad %s with 2001 naming the field', async (field, change) => {
    const { headers } = await registerMember(t.app);
    const res = await create(headers, traveller(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field } });
    expect((await list(headers)).json().data.total).toBe(0);
  });

  it('needs a token: 1005 without one', async () => {
    const res = await create({ businessnumber: '456817' }, traveller());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1005);
  });
});

describe('listing travellers', () => {
  it('pages newest first and reports the total', async () => {
    const { headers } = await registerMember(t.app);
    const ids = [];
    for (const name of ['alpha', 'bravo', 'charlie']) ids.push(await createdId(headers, { firstName: name }));
    const second = (await list(headers, { pageIndex: 2, pageSize: 2 })).json().data;
    expect(second).toMatchObject({ pageIndex: 2, pageSize: 2, total: 3 });
    expect(second.list.map((p: { id: number }) => p.id)).toEqual([ids[0]]);
    const beyond = (await list(headers, { pageIndex: 9, pageSize: 2 })).json().data;
    expect(beyond).toMatchObject({ total: 3, list: [] });
  });

  it('filters by a keyword in the names or the document number, treating % literally', async () => {
    const { headers } = await registerMember(t.app);
    await createdId(headers, { lastName: 'smith', idNumber: 'E7654321' });
    await createdId(headers, { lastName: 'jones', idNumber: 'K1111111' });
    const byName = (await list(headers, { pageIndex: 1, pageSize: 10, keyword: 'Smi' })).json().data;
    expect(byName.list.map((p: { lastName: string }) => p.lastName)).toEqual(['SMITH']);
    expect(byName.total).toBe(1);
    const byDocument = (await list(headers, { pageIndex: 1, pageSize: 10, keyword: 'k111' })).json().data;
    expect(byDocument.list.map((p: { lastName: string }) => p.lastName)).toEqual(['JONES']);
    expect((await list(headers, { pageIndex: 1, pageSize: 10, keyword: '%' })).json().data.total).toBe(0);
  });

  it.each([
    ['pageIndex', { pageIndex: 0, pageSize: 10 }],
    ['pageSize', { pageIndex: 1, pageSize: 0 }],
    ['pageSize', { pageIndex: 1, pageSize: 51 }],
    ['pageIndex', { pageIndex: 'one', pageSize: 10 }],
  ])('rejects a bad %s with 2001', async (field, payload) => {
    const { headers } = await registerMember(t.app);
    const res = await list(headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 2001, data: { field } });
  });

  it('accepts the largest page size', async () => {
    const { headers } = await registerMember(t.app);
    expect((await list(headers, { pageIndex: 1, pageSize: 50 })).json().data).toMatchObject({ pageSize: 50 });
  });

  it("never lists another member's travellers", async () => {
    const owner = await registerMember(t.app);
    await createdId(owner.headers);
    const other = await registerMember(t.app);
    expect((await list(other.headers)).json().data).toMatchObject({ total: 0, list: [] });
  });

  it('needs a token: 1005 without one', async () => {
    const res = await list({ businessnumber: '456817' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(1005);
  });
});

describe('editing and removing travellers', () => {
  it('replaces the details, keeping isSelf when left out', async () => {
    const { headers } = await registerMember(t.app);
    const id = await createdId(headers, { isSelf: 1 });
    const res = await update(headers, id, traveller({ firstName: 'bao', idType: 2, phone: '', email: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, firstName: 'BAO', idType: 2, phone: '', country: null, isSelf: 1 });
    expect((await list(headers)).json().data.list[0]).toMatchObject({ id, firstName: 'BAO' });
  });

  it('deletes a traveller; deleting it again answers 404', async () => {
    const { headers } = await registerMember(t.app);
    const id = await createdId(headers);
    const res = await remove(headers, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, message: 'success', data: null });
    expect((await list(headers)).json().data.total).toBe(0);
    const again = await remove(headers, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe(3004);
  });

  it('answers an unknown id with 404 (3004)', async () => {
    const { headers } = await registerMember(t.app);
    expect((await update(headers, 999_999, traveller())).json().code).toBe(3004);
    expect((await remove(headers, 999_999)).json().code).toBe(3004);
  });

  it.each(['abc', '0', '-1', '1.5', '12345678901'])('answers a malformed id "%s" with 2005', async (id) => {
    const { headers } = await registerMember(t.app);
    const edited = await update(headers, id, traveller());
    expect(edited.statusCode).toBe(400);
    expect(edited.json()).toMatchObject({ code: 2005, data: { field: 'id' } });
    expect((await remove(headers, id)).json()).toMatchObject({ code: 2005, data: { field: 'id' } });
  });

  it('rejects a bad field on edit with 2001 and leaves the traveller as it was', async () => {
    const { headers } = await registerMember(t.app);
    const id = await createdId(headers);
    const res = await update(headers, id, traveller({ idExpiry: '2001-01-01' }));
    expect(res.json()).toMatchObject({ code: 2001, data: { field: 'idExpiry' } });
    expect((await list(headers)).json().data.list[0].idExpiry).toBe(traveller().idExpiry);
  });

  it("answers another member's traveller with 404 and leaves it untouched", async () => {
    const owner = await registerMember(t.app);
    const id = await createdId(owner.headers);
    const other = await registerMember(t.app);
    const edited = await update(other.headers, id, traveller({ firstName: 'mallory' }));
    expect(edited.statusCode).toBe(404);
    expect(edited.json().code).toBe(3004);
    const removed = await remove(other.headers, id);
    expect(removed.statusCode).toBe(404);
    expect(removed.json().code).toBe(3004);
    expect((await list(owner.headers)).json().data.list).toEqual([expect.objectContaining({ id, firstName: 'AN' })]);
  });

  it("answers another merchant's traveller with 404 and leaves it untouched", async () => {
    const owner = await registerMember(t.app, '456817');
    const id = await createdId(owner.headers);
    const foreign = await registerMember(t.app, '518200');
    expect((await update(foreign.headers, id, traveller({ firstName: 'mallory' }))).json().code).toBe(3004);
    expect((await remove(foreign.headers, id)).json().code).toBe(3004);
    expect((await list(foreign.headers)).json().data.total).toBe(0);
    expect((await list(owner.headers)).json().data.list).toEqual([expect.objectContaining({ id, firstName: 'AN' })]);
  });

  it('needs a token: 1005 without one', async () => {
    const { headers } = await registerMember(t.app);
    const id = await createdId(headers);
    const anonymous = { businessnumber: '456817' };
    expect((await update(anonymous, id, traveller())).json().code).toBe(1005);
    expect((await remove(anonymous, id)).json().code).toBe(1005);
  });
});
