import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import { BASE_URL, collectPageErrors, launchBrowser, newContext, open } from './browser';
import { api, newMember, useMemberToken } from './journey-helpers';

/**
 * What the site terms promise (spec §1), end to end: a member shares its invite link, and a
 * visitor who opens it is offered registration with the code filled in; a paid order's details
 * take a problem report with a photo, listed with its state.
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

async function pageWith(token?: string): Promise<Page> {
  const context = await newContext(browser);
  contexts.push(context);
  if (token) await useMemberToken(context, token, MERCHANT);
  return context.newPage();
}

/** The newest login code mailed to `email` after `since`. */
async function codeFor(email: string, since: number): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const entries = (await response.json()) as { code: string | null; sentAt: string }[];
    const code = entries.find((e) => e.code && Date.parse(e.sentAt) >= since - 1000)?.code;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${email}`);
}

/** A paid order of the member: the first product with a sellable day, paid on the sandbox's page. */
async function paidOrder(token: string): Promise<string> {
  const page = await api<{ list: { code: string; type: string }[] }>('/v1/tripproduct/operation/pagging', {
    body: { pageIndex: 1, pageSize: 20 },
  });
  for (const { code, type } of page.list) {
    if (type === 'cruise') continue;
    const detail = await api<{ packages: { gcode: string; firstAvailableDate: string | null }[] }>(
      `/v1/tripproduct/detail/${code}`,
    );
    const pkg = detail.packages.find((p) => p.firstAvailableDate);
    if (!pkg?.firstAvailableDate) continue;
    const created = await api<{ order: { ocode: string } }>('/v1/order/create', {
      token,
      body: {
        item: {
          kind: 'product',
          productCode: code,
          gcode: pkg.gcode,
          date: pkg.firstAvailableDate,
          quantities: { adult: 1 },
        },
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
    const ocode = created.order.ocode;
    const checkout = await api<{ redirectUrl: string }>(`/v1/payment/create/${ocode}`, { token, body: {} });
    const pressed = await fetch(`${BASE_URL}${checkout.redirectUrl}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    if (pressed.status !== 303) throw new Error(`sandbox pay: ${pressed.status}`);
    return ocode;
  }
  throw new Error('no product with a sellable day');
}

describe('site terms: referral credit and complaints', () => {
  it('opens registration from a shared invite link with the code filled in', { timeout: 120_000 }, async () => {
    const referrer = await pageWith(await newMember(MERCHANT, 'referrer'));
    const errors = collectPageErrors(referrer);
    await open(referrer, `${HOME}/my/info`);
    const card = referrer.getByTestId('referral-card');
    const code = (await card.getByTestId('invite-code').innerText()).trim();
    expect(code).toMatch(/^[A-Z0-9]{6,16}$/);
    const link = (await card.getByTestId('invite-link').innerText()).trim();
    expect(link).toBe(`${new URL(referrer.url()).origin}${HOME}?invite=${code}`);

    const visitor = await pageWith();
    await visitor.goto(link);
    const dialog = visitor.getByTestId('login-dialog');
    await dialog.waitFor();
    const email = `e2e-invited-${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: en.login.email }).fill(email);
    const since = Date.now();
    await dialog.getByRole('button', { name: en.code.send }).click();
    await dialog.getByRole('textbox', { name: en.login.code }).fill(await codeFor(email, since));
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: en.login.submitCode }).click();
    await visitor.getByRole('heading', { name: en.complete.title }).waitFor();
    await expect(dialog.getByRole('textbox', { name: en.complete.inviteCode }).inputValue()).resolves.toBe(code);
    expect(errors).toEqual([]);
  });

  it('reports a problem with a photo on a paid order and lists it', { timeout: 120_000 }, async () => {
    const token = await newMember(MERCHANT, 'complaint');
    const ocode = await paidOrder(token);
    const page = await pageWith(token);
    await open(page, `${HOME}/orderdetails/${ocode}`);
    const section = page.getByTestId('complaint-section');
    await section.getByRole('button', { name: en.complaint.report }).click();
    const dialog = page.getByTestId('complaint-dialog');
    await dialog.getByRole('combobox', { name: en.complaint.categoryLabel }).selectOption('not_as_described');
    await dialog
      .getByRole('textbox', { name: en.complaint.text })
      .fill('The boat was half the size shown and the lunch was missing.');
    // A 1×1 PNG, as a phone would upload a photo.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await dialog.locator('input[type=file]').setInputFiles({ name: 'boat.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('button', { name: en.complaint.submit }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByTestId('complaint-state').waitFor();
    await expect(section.getByTestId('complaint-state').innerText()).resolves.toBe(en.complaint.state.received);
    await expect(section.getByRole('img').count()).resolves.toBe(1);
  });
});
