import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, collectPageErrors, launchBrowser, newContext, open, pathOf, priceCalendar } from './browser';

/**
 * Checkout end to end (issue 7), as a new member: two products go into the cart from one window
 * while a second window of the same session watches the header badge move over the live hub; one
 * line gets more travellers (re-priced on the server), is checked out through the order form
 * (contact prefilled from the profile), paid on the sandbox's hosted page, and the order shows as
 * confirmed in my/order. A guest books and finds the order on visitor-order. A hotel room is booked
 * from the hotel page through the order form and payment. A paid order's date is changed once
 * (at least 21 days ahead), and the server's refusal of a second change is shown.
 */

const MERCHANT = '456817';
const HOME = `/${MERCHANT}/en-au/aud`;
const HEADERS = { businessNumber: MERCHANT, language: 'en-AU', currency: 'AUD', 'Content-Type': 'application/json' };

let browser: Browser;
let context: BrowserContext;
let token = '';
let memberEmail = '';

type ProductSummary = { code: string; title: string };
type ProductDetailView = { packages: { gcode: string; firstAvailableDate: string | null }[] };

async function api<T>(path: string, body?: unknown, auth?: string): Promise<T> {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...HEADERS, ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
}

/** The latest code the dev outbox holds for `email`, sent after `since`. */
async function outboxCode(email: string, since: number): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const entries = (await response.json()) as { code: string | null; sentAt: string }[];
    const code = entries.find((entry) => entry.code && Date.parse(entry.sentAt) >= since - 1000)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${email}`);
}

/** Logs in by email code, reading the code from the dev outbox (a new address is a new member). */
async function logInByEmailCode(email: string): Promise<string> {
  const since = Date.now();
  await api('/v1/identity/send/emailcode', { email, type: 1 });
  const code = await outboxCode(email, since);
  return (await api<{ token: string }>('/v1/identity/emaillogon', { email, checkCode: code })).token;
}

/** Products tagged Instant Confirmation (tag 1): paid orders of them are confirmed at once. */
async function instantProducts(count: number): Promise<ProductSummary[]> {
  const page = await api<{ list: ProductSummary[] }>('/v1/tripproduct/operation/pagging', {
    pageIndex: 1,
    pageSize: count,
    tagIds: [1],
  });
  expect(page.list.length).toBe(count);
  return page.list;
}

/** Picks the first open day of the product page's calendar. */
async function pickFirstDate(page: Page): Promise<void> {
  const day = (await priceCalendar(page)).locator('button[data-date]:not([disabled])').first();
  await day.waitFor();
  await day.click();
}

/** Types one traveller and the contact, and ticks the terms. */
async function fillOrderForm(page: Page, email: string): Promise<void> {
  const traveller = page.getByTestId('traveller').first();
  await traveller.getByLabel('Title').selectOption({ index: 1 });
  await traveller.getByLabel('Nationality').selectOption({ index: 1 });
  await traveller.getByLabel('Last name').fill('SMITH');
  await traveller.getByLabel('First name').fill('JANE');
  await traveller.getByLabel('Date of birth').fill('1990-05-01');
  await traveller.getByLabel('Document number').fill('PA1234567');
  await traveller.getByLabel('Document expiry').fill('2035-01-01');
  const contact = page.locator('section[aria-labelledby="contact-title"]');
  await contact.getByLabel('Last name').fill('SMITH');
  await contact.getByLabel('First name').fill('JANE');
  await contact.getByLabel('Email').fill(email);
  await page.getByTestId('order-terms').check();
}

/** From the order-pay page: pays on the sandbox's hosted page and waits for the return page's real state. */
async function payInSandbox(page: Page): Promise<{ status: string | null; orderStatus: string | null }> {
  await page.getByTestId('pay-button').click();
  await page.waitForURL(/\/api\/v1\/payment\/sandbox\//);
  await page.getByRole('button', { name: /pay/i }).first().click();
  const result = page.getByTestId('payment-result');
  await result.waitFor({ timeout: 30_000 });
  return {
    status: await result.getAttribute('data-status'),
    orderStatus: await result.getAttribute('data-order-status'),
  };
}

/** Waits until the window has its live connection (the hub's first frame). */
function liveReady(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (socket.url().includes('/hubs/online')) socket.once('framereceived', () => resolve());
    });
  });
}

const badgeText = async (page: Page) => {
  const badge = page.getByTestId('cart-badge');
  return (await badge.count()) ? await badge.textContent() : '0';
};

beforeAll(async () => {
  browser = await launchBrowser();
  memberEmail = `e2e-orders-${Date.now()}@example.com`;
  token = await logInByEmailCode(memberEmail);
  context = await newContext(browser);
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: `${MERCHANT}_user`,
    value: JSON.stringify({ state: { token, socketMsg: { cartNumber: 0 } }, version: 0 }),
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('checkout', () => {
  it('adds two products in one window, the other window’s badge follows live; checks one out, pays, finds it confirmed', async () => {
    const [first, second] = await instantProducts(2);
    // The watching window: opened first, so only the hub can move its badge.
    const watcher = await context.newPage();
    const watcherErrors = collectPageErrors(watcher);
    const ready = liveReady(watcher);
    await open(watcher, `${HOME}/my/order`);
    await ready;
    expect(await badgeText(watcher)).toBe('0');

    const page = await context.newPage();
    const errors = collectPageErrors(page);
    for (const [index, product] of [first!, second!].entries()) {
      await open(page, `${HOME}/product/${product.code}`);
      await page.getByTestId('booking-panel').waitFor();
      await pickFirstDate(page);
      await page.getByTestId('checkout-cart').click();
      await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe(String(index + 1));
      await expect.poll(() => badgeText(watcher), { timeout: 10_000 }).toBe(String(index + 1));
    }

    // The cart: both lines; one gets a second adult, re-priced by the server.
    await open(page, `${HOME}/cart`);
    const lines = page.getByTestId('cart-item');
    await expect.poll(() => lines.count()).toBe(2);
    const line = lines.filter({ hasText: first!.title });
    const before = await line.getByTestId('cart-item-price').innerText();
    await line.getByTestId('cart-edit').click();
    const editor = line.getByTestId('cart-editor');
    await editor.getByRole('button', { name: 'More: Adult' }).click();
    await expect.poll(() => editor.getByTestId('cart-editor-total').innerText()).not.toBe(before);
    const preview = await editor.getByTestId('cart-editor-total').innerText();
    await editor.getByTestId('cart-editor-save').click();
    await editor.waitFor({ state: 'detached' });
    await expect.poll(() => line.getByTestId('cart-item-price').innerText()).toBe(preview);
    expect(await line.innerText()).toContain('2 adults');

    // Every bookable line starts selected: untick the other one to check out this one alone.
    await lines.filter({ hasText: second!.title }).getByRole('checkbox').uncheck();
    await expect.poll(() => page.getByTestId('cart-total').innerText()).toBe(preview);
    await page.getByTestId('cart-checkout').click();
    await page.getByTestId('order-summary').waitFor();
    expect(pathOf(page)).toBe(`${HOME}/orderform/cart/cart`);
    // The member's contact details start from the profile.
    const contact = page.locator('section[aria-labelledby="contact-title"]');
    await expect.poll(() => contact.getByLabel('Email').inputValue()).toBe(memberEmail);
    await expect(page.getByTestId('order-total').innerText()).resolves.toBe(preview);

    await fillOrderForm(page, memberEmail);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('pay-button').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toMatch(/\/orderpay\/[A-Z2-7]{20}\/1$/);
    const ocode = pathOf(page).split('/').at(-2)!;
    // The ordered line left the cart: the other window's badge says so.
    await expect.poll(() => badgeText(watcher), { timeout: 10_000 }).toBe('1');

    const paid = await payInSandbox(page);
    expect(paid).toEqual({ status: 'succeeded', orderStatus: 'confirmed' });

    await open(page, `${HOME}/my/order`);
    const row = page.getByTestId('order-row').filter({ hasText: ocode });
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('confirmed');
    expect(errors).toEqual([]);
    expect(watcherErrors).toEqual([]);
    await page.close();
    await watcher.close();
  });

  it('a guest books now, pays, and finds the order on visitor-order with the emailed code', async () => {
    const [product] = await instantProducts(1);
    const guest = await newContext(browser);
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    await open(page, `${HOME}/product/${product!.code}`);
    await pickFirstDate(page);
    await page.getByTestId('checkout-book').click();
    await page.getByTestId('order-summary').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const email = `guest-${Date.now()}@example.com`;
    await fillOrderForm(page, email);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('pay-button').waitFor({ timeout: 15_000 });
    const ocode = pathOf(page).split('/').at(-2)!;
    expect((await payInSandbox(page)).status).toBe('succeeded');

    // Another browser: the order code, the email and the code sent to it open the order.
    const other = await newContext(browser);
    const lookup = await other.newPage();
    await open(lookup, `${HOME}/visitor-order`);
    const form = lookup.getByTestId('visitor-form');
    await form.getByLabel('Order code').fill(ocode);
    await form.getByLabel('Email').fill(email);
    const since = Date.now();
    await form.getByRole('button', { name: 'Get code' }).click();
    await form.getByLabel('Verification code').fill(await outboxCode(email, since));
    await form.getByRole('button', { name: 'Open the order' }).click();
    await lookup.waitForURL(`**/orderdetails/${ocode}`);
    const status = lookup.getByTestId('order-status');
    await status.waitFor();
    expect(await status.getAttribute('data-status')).toBe('confirmed');
    expect(errors).toEqual([]);
    await guest.close();
    await other.close();
  });
});

describe('hotel stays', () => {
  /** A hotel of the demo shop with a room to book for the default stay and party. */
  async function bookableHotel(): Promise<number> {
    const checkIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const checkOut = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10);
    const found = await api<{ list: { id: number; total: number | null }[] }>('/v1/hotelproduct/search', {
      date: [checkIn, checkOut],
      rooms: [{ adultNum: 2, childNum: 0, childAges: [] }],
      pageIndex: 1,
      pageSize: 10,
    });
    const hotel = found.list.find((h) => h.total !== null);
    expect(hotel).toBeDefined();
    return hotel!.id;
  }

  /** The first room type of the page with a plan that can be booked for the whole party, and that plan. */
  function bookable(page: Page) {
    const enabled = page.locator('[data-testid="book-button"]:not([disabled])');
    const roomType = page.locator('[data-testid="room-type"][data-fits="true"]').filter({ has: enabled }).first();
    return { roomType, plan: roomType.getByTestId('rate-plan').filter({ has: enabled }).first() };
  }

  it('a guest books a room from the hotel page through the order form and pays', async () => {
    const hotelId = await bookableHotel();
    const guest = await newContext(browser);
    const page = await guest.newPage();
    const errors = collectPageErrors(page);
    await open(page, `${HOME}/hoteldetail/${hotelId}`);
    const { roomType, plan } = bookable(page);
    await plan.waitFor({ timeout: 15_000 });
    const planTotal = await plan.getByTestId('plan-total').innerText();
    const roomName = await roomType.getByRole('heading', { level: 3 }).innerText();
    await plan.getByTestId('book-button').click();

    await page.waitForURL(new RegExp(`/orderform/hotel/${hotelId}\\?`));
    const search = new URL(page.url()).searchParams;
    expect(search.get('rooms')).toMatch(/^\d/);
    const summary = page.getByTestId('order-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toContain(roomName);
    await expect(page.getByTestId('order-total').innerText()).resolves.toBe(planTotal);

    await fillOrderForm(page, `hotel-guest-${Date.now()}@example.com`);
    await page.getByTestId('order-submit').click();
    await page.getByTestId('pay-button').waitFor({ timeout: 15_000 });
    expect(pathOf(page)).toMatch(/\/orderpay\/[A-Z2-7]{20}\/0$/);
    // Hotel stays come from the hotel's own allotment: confirmed as soon as they are paid.
    expect(await payInSandbox(page)).toEqual({ status: 'succeeded', orderStatus: 'confirmed' });
    expect(errors).toEqual([]);
    await guest.close();
  });

  it('a member adds a room to the cart from the hotel page', async () => {
    const hotelId = await bookableHotel();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const cart = () =>
      api<{ total: number }>('/v1/operation/Cart/pagging', { pageIndex: 1, pageSize: 20, check: 1 }, token);
    const before = (await cart()).total;
    await open(page, `${HOME}/hoteldetail/${hotelId}`);
    const { plan } = bookable(page);
    await plan.waitFor({ timeout: 15_000 });
    await plan.getByTestId('stay-cart').click();
    await expect.poll(() => badgeText(page), { timeout: 10_000 }).toBe(String(before + 1));
    await open(page, `${HOME}/cart`);
    const stay = page.getByTestId('cart-item').filter({ hasText: '1 room' });
    await stay.first().waitFor();
    // A stay's rooms are not edited in the cart (remove it and add the new stay).
    expect(await stay.first().getByTestId('cart-edit').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('date change', () => {
  /** A paid order of one instant product on a date at least `days` ahead; answers its code and date. */
  async function paidOrderAhead(page: Page, days: number): Promise<{ ocode: string; date: string }> {
    const [product] = await instantProducts(1);
    const detail = await api<ProductDetailView>(`/v1/tripproduct/detail/${product!.code}`);
    const pack = detail.packages.find((p) => p.firstAvailableDate)!;
    const from = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const calendar = await api<{ date: string }[]>(`/v1/tripproduct/calendar/${product!.code}/${pack.gcode}`);
    const date = calendar.find((day) => day.date >= from)!.date;
    const item = { kind: 'product', productCode: product!.code, gcode: pack.gcode, date, quantities: { adult: 1 } };
    const made = await api<{ order: { ocode: string } }>(
      '/v1/order/create',
      {
        item,
        contact: { lastName: 'SMITH', firstName: 'JANE', email: memberEmail },
        travellers: [
          {
            appellation: 2,
            lastName: 'SMITH',
            firstName: 'JANE',
            datebirth: '1990-05-01',
            nationality: 'AU',
            idType: 1,
            idNumber: 'PA1234567',
            idExpiry: '2035-01-01',
          },
        ],
      },
      token,
    );
    const ocode = made.order.ocode;
    await open(page, `${HOME}/orderpay/${ocode}/0`);
    await page.getByTestId('pay-button').waitFor();
    expect((await payInSandbox(page)).status).toBe('succeeded');
    return { ocode, date };
  }

  it('changes a paid line’s date once, 21+ days ahead, and names the server’s refusal', async () => {
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const { ocode, date } = await paidOrderAhead(page, 25);

    await open(page, `${HOME}/orderdetails/${ocode}`);
    await page.getByTestId('change-date').click();
    const dialog = page.getByTestId('change-date-dialog');
    await dialog.waitFor();
    const day = dialog.locator('button[data-date]:not([disabled])').first();
    await day.waitFor();
    const picked = await day.getAttribute('data-date');
    expect(picked).not.toBe(date);
    await day.click();
    await dialog.getByTestId('change-date-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('order-item-date').getAttribute('data-date')).toBe(picked);
    await expect(page.getByTestId('order-item').innerText()).resolves.toContain(`Date changed from ${date}`);
    // The one change is used: no second offer.
    expect(await page.getByTestId('change-date').count()).toBe(0);

    // A second order: its date changes elsewhere while the dialog is open; the server refuses
    // the dialog's change and the refusal is named.
    const second = await paidOrderAhead(page, 25);
    await open(page, `${HOME}/orderdetails/${second.ocode}`);
    await page.getByTestId('change-date').click();
    const again = page.getByTestId('change-date-dialog');
    const days = again.locator('button[data-date]:not([disabled])');
    await days.first().waitFor();
    const elsewhere = await days.nth(1).getAttribute('data-date');
    await days.first().click();
    const detail = await api<{ items: { id: number }[] }>(`/v1/order/detail/${second.ocode}`, undefined, token);
    await api(`/v1/order/change-date/${second.ocode}`, { itemId: detail.items[0]!.id, date: elsewhere }, token);
    await again.getByTestId('change-date-submit').click();
    const refusal = again.getByTestId('change-date-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(/^The date was not changed: .*changed/);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('cart groups', () => {
  type Day = { date: string; stock: number };
  /** A product's first sellable package, its first price type and its calendar. */
  async function productDays(code: string): Promise<{ code: string; gcode: string; type: string; days: Day[] }> {
    const detail = await api<{
      packages: { gcode: string; firstAvailableDate: string | null; prices: { priceType: string }[] }[];
    }>(`/v1/tripproduct/detail/${code}`);
    const pack = detail.packages.find((p) => p.firstAvailableDate)!;
    const days = await api<Day[]>(`/v1/tripproduct/calendar/${code}/${pack.gcode}`);
    return { code, gcode: pack.gcode, type: pack.prices[0]!.priceType, days };
  }
  const line = (p: { code: string; gcode: string; type: string }, date: string, count = 1) => ({
    kind: 'product',
    productCode: p.code,
    gcode: p.gcode,
    date,
    quantities: { [p.type]: count },
  });

  it('groups lines by date, moves a line to another date’s group, and removes lines no longer bookable', async () => {
    // Products further down the list, on dates at least two weeks ahead: the other suites buy
    // the first products on their first days.
    const [, , , , a, b, c] = await instantProducts(7);
    const [first, second, third] = await Promise.all([a!, b!, c!].map((p) => productDays(p.code)));
    const from = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const onFirst = new Set(first!.days.map((day) => day.date));
    // Two dates of the second product in one month (so the editor's calendar shows both), the
    // earlier also sold by the first product.
    const pair = second!.days.findIndex(
      (day, i, days) =>
        day.date >= from &&
        day.stock >= 2 &&
        onFirst.has(day.date) &&
        (days[i + 1]?.date.slice(0, 7) ?? '') === day.date.slice(0, 7),
    );
    const d1 = second!.days[pair]!.date;
    const d2 = second!.days[pair + 1]!.date;
    // A day of the third product with few places: an order takes them all, and its cart line is sold out.
    const scarce = third!.days.find((day) => day.date >= from && day.stock <= 20)!;

    const member = await logInByEmailCode(`e2e-cart-groups-${Date.now()}@example.com`);
    await api('/v1/operation/Cart/add', line(first!, d1), member);
    await api('/v1/operation/Cart/add', line(second!, d2), member);
    await api('/v1/operation/Cart/add', line(third!, scarce.date), member);
    const held = await api<{ order: { ocode: string } }>(
      '/v1/order/create',
      {
        item: line(third!, scarce.date, scarce.stock),
        contact: { lastName: 'SMITH', firstName: 'JANE', email: 'cart-groups@example.com' },
        travellers: [
          {
            appellation: 2,
            lastName: 'SMITH',
            firstName: 'JANE',
            datebirth: '1990-05-01',
            nationality: 'AU',
            idType: 1,
            idNumber: 'PA1234567',
            idExpiry: '2035-01-01',
          },
        ],
      },
      member,
    );

    const own = await newContext(browser);
    await own.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
      key: `${MERCHANT}_user`,
      value: JSON.stringify({ state: { token: member, socketMsg: { cartNumber: 3 } }, version: 0 }),
    });
    const page = await own.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    const errors = collectPageErrors(page);
    try {
      await open(page, `${HOME}/cart`);
      const groups = page.getByTestId('cart-date-group');
      const groupDates = () => groups.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-date')));
      await expect.poll(groupDates).toEqual([d1, d2]);
      expect(await groups.first().getByTestId('cart-item').count()).toBe(1);
      // Headings name the day in the page language.
      const heading = await groups.first().getByRole('heading', { level: 3 }).innerText();
      expect(heading).toContain(new Date(`${d1}T00:00:00Z`).getUTCFullYear().toString());
      // The sold-out line is apart, says why, and cannot be selected.
      const closed = page.getByTestId('cart-closed');
      const soldOut = closed.getByTestId('cart-item');
      expect(await soldOut.count()).toBe(1);
      expect(await soldOut.getAttribute('data-status')).toBe('soldout');
      expect(await soldOut.getByTestId('cart-item-flag').innerText()).toBe('Sold out for this date');
      expect(await soldOut.getByRole('checkbox').count()).toBe(0);
      // The bookable lines start selected (with select all); the sold-out one is not selectable.
      expect(await page.getByTestId('cart-select-all').isChecked()).toBe(true);
      expect(await page.getByTestId('cart-ready').getByRole('checkbox', { checked: true }).count()).toBe(3);

      // The second product's line moves to the first date: one group holds both lines.
      const moving = groups.filter({ hasText: b!.title }).getByTestId('cart-item');
      await moving.getByTestId('cart-edit').click();
      const editor = moving.getByTestId('cart-editor');
      await editor.locator(`button[data-date="${d1}"]`).click();
      await expect.poll(() => editor.getByTestId('cart-editor-total').innerText()).not.toBe('—');
      await editor.getByTestId('cart-editor-save').click();
      await expect.poll(groupDates).toEqual([d1]);
      expect(await groups.first().getByTestId('cart-item').count()).toBe(2);

      // Remove all empties the section of lines no longer bookable.
      await closed.getByTestId('cart-remove-closed').click();
      await page.getByTestId('cart-removal-confirm').click();
      await closed.waitFor({ state: 'detached' });
      expect(await page.getByTestId('cart-item').count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await api(`/v1/order/cancel/${held.order.ocode}`, {}, member).catch(() => undefined);
      await own.close();
    }
  });
});
