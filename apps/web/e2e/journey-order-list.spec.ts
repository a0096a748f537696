import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { collectPageErrors, launchBrowser, newContext, open } from './browser';
import { api, axeProblems, newMember, overflowsSideways, useMemberToken, WIDTHS } from './journey-helpers';

/**
 * The member's orders (issue 18): the order list filters by the date booked with the spec's
 * date-range picker (the 30/90/180-day shortcuts, or up to 8 days within a month by hand, opening
 * on the default 8-day span), and a hotel order's details say who stays, room by room, children
 * with their ages — on a phone and a desktop.
 */

const MERCHANT = '456817';
const HOME = `/${MERCHANT}/en-au/aud`;

let browser: Browser;
const contexts: BrowserContext[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

async function memberPage(token: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, viewport);
  contexts.push(context);
  await useMemberToken(context, token, MERCHANT);
  return context.newPage();
}

const isoOf = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A stay of 2 nights in the month after next (one month, well ahead), for two rooms: 2 adults and a child of 7; 1 adult. */
async function hotelOrder(token: string): Promise<string> {
  const now = new Date();
  const checkIn = isoOf(new Date(now.getFullYear(), now.getMonth() + 2, 10));
  const checkOut = isoOf(new Date(now.getFullYear(), now.getMonth() + 2, 12));
  const rooms = [
    { adultNum: 2, childNum: 1, childAges: [7] },
    { adultNum: 1, childNum: 0, childAges: [] },
  ];
  const found = await api<{ list: { id: number }[] }>('/v1/hotelproduct/search', {
    body: { date: [checkIn, checkOut], rooms, pageIndex: 1, pageSize: 10 },
  });
  for (const { id } of found.list) {
    const quote = await api<{ cheapest: { rooms: { roomTypeId: number; ratePlanId: number }[] } | null }>(
      `/v1/hotelproduct/rooms/${id}`,
      { body: { date: [checkIn, checkOut], rooms } },
    );
    const first = quote.cheapest?.rooms[0];
    if (!first || quote.cheapest?.rooms.some((r) => r.roomTypeId !== first.roomTypeId)) continue;
    const created = await api<{ order: { ocode: string } }>('/v1/order/create', {
      token,
      body: {
        item: { kind: 'hotel', hotelId: id, ...first, date: [checkIn, checkOut], rooms },
        contact: { lastName: 'Lee', firstName: 'Ann', email: 'ann.lee@example.com' },
        travellers: [
          {
            lastName: 'LEE',
            firstName: 'ANN',
            appellation: 2,
            datebirth: '1990-05-12',
            nationality: 'AU',
            idType: 1,
            idNumber: 'PA7654321',
            idExpiry: '2035-01-01',
          },
        ],
      },
    });
    return created.order.ocode;
  }
  throw new Error('no hotel takes both rooms in one room type');
}

describe.each(WIDTHS)('the order list and a hotel order (%s)', (_width, viewport) => {
  it('filters by date booked: the picker opens on the default 8-day span, refuses 9 days, takes the shortcuts', async () => {
    const token = await newMember(MERCHANT, 'order-dates');
    const ocode = await hotelOrder(token);
    const page = await memberPage(token, viewport);
    const errors = collectPageErrors(page);
    await open(page, `${HOME}/my/order`);
    await page.getByTestId('order-row').filter({ hasText: ocode }).waitFor();
    const field = page.getByTestId('date-range-field');
    await expect(page.getByTestId('date-range-summary').innerText()).resolves.toBe(en.dateRange.any);

    await field.click();
    const popover = page.getByTestId('date-range-popover');
    await popover.getByRole('grid').waitFor();
    // The default span: 8 days up to today (from the 1st when the month is younger).
    const today = new Date();
    const first = Math.max(1, today.getDate() - 7);
    const picked = await popover.locator('[aria-selected="true"]').count();
    expect(picked).toBe(today.getDate() - first + 1);
    expect(await overflowsSideways(page)).toBe(false);
    expect(await axeProblems(page)).toEqual([]);

    // Nine days by hand are refused with the rule named (when the month has had nine days yet).
    if (today.getDate() >= 9) {
      await popover.locator('td:not([data-hidden]) button:not([disabled])').first().click();
      await popover.locator('td:not([data-hidden]) button:not([disabled])').nth(8).click();
      await expect(page.getByTestId('date-range-message').innerText()).resolves.toContain(
        en.dateRange.problems.tooLong.replace('{{days}}', '8'),
      );
    }
    await popover.getByRole('button', { name: en.dateRange.last.replace('{{days}}', '30') }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('within')).toBe('30');
    await expect(page.getByTestId('date-range-summary').innerText()).resolves.toBe('Last 30 days');
    await page.getByTestId('order-row').filter({ hasText: ocode }).waitFor();

    // A range of today only, applied: today's order is listed; the day before, it is not.
    await field.click();
    const request = page.waitForRequest((r) => r.url().includes('/api/v1/order/pagging'));
    const todayButton = page.getByTestId('date-range-popover').locator('td[data-today] button');
    await todayButton.click();
    await todayButton.click();
    await page.getByTestId('date-range-popover').getByRole('button', { name: en.dateRange.apply }).click();
    const body = (await request).postDataJSON() as { placedFrom?: string; placedTo?: string };
    expect(body).toMatchObject({ placedFrom: isoOf(today), placedTo: isoOf(today) });
    expect(new URL(page.url()).searchParams.get('from')).toBe(isoOf(today));
    await page.getByTestId('order-row').filter({ hasText: ocode }).waitFor();
    expect(errors).toEqual([]);
  }, 60_000);

  it('shows a hotel order’s party on its details: rooms, adults, children with their ages', async () => {
    const token = await newMember(MERCHANT, 'hotel-party');
    const ocode = await hotelOrder(token);
    const page = await memberPage(token, viewport);
    const errors = collectPageErrors(page);
    await open(page, `${HOME}/orderdetails/${ocode}`);
    const party = page.getByTestId('order-item-party');
    await party.waitFor();
    expect(await party.getByRole('listitem').allInnerTexts()).toEqual([
      'Room 1: 2 adults, 1 child (child aged 7)',
      'Room 2: 1 adult',
    ]);
    expect(await overflowsSideways(page)).toBe(false);
    expect(errors).toEqual([]);
  }, 60_000);
});
