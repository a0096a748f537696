import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../packages/reference-data/src/ui-text/en-AU.json' with { type: 'json' };
import ko from '../../../packages/reference-data/src/ui-text/ko-KR.json' with { type: 'json' };
import zh from '../../../packages/reference-data/src/ui-text/zh-CN.json' with { type: 'json' };
import {
  BASE_URL,
  DESKTOP,
  PHONE,
  SCREENS_DIR,
  collectPageErrors,
  launchBrowser,
  newContext,
  open,
  pathOf,
} from './browser';

/**
 * Identity and the member area as a new user meets them (issue 4): register by an email code read
 * from the dev outbox, complete the profile, log out, log in with the password, edit the profile,
 * keep travellers, see favourites, switch notifications, and end another device's session by
 * changing the password. Screenshots of every panel and tab go to test-results/screens/identity/.
 */

const MERCHANT = '456817';
const BASE = `/${MERCHANT}/en-au/aud`;
const SHOTS = `${SCREENS_DIR}identity/`;
const EMAIL = `e2e-${Date.now()}@example.com`;
const PASSWORD = 'Travel2024';
const NEW_PASSWORD = 'Voyage2025';
const MEMBER_TABS = ['info', 'order', 'person-admin', 'collect', 'setting'] as const;

let browser: Browser;
let member: BrowserContext;
let page: Page;
/** The member's session token once logged in (for the API-side favourite toggle and the screenshots). */
let token = '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  browser = await launchBrowser();
  member = await newContext(browser);
  page = await member.newPage();
});
afterAll(async () => {
  await browser?.close();
});

type OutboxEntry = { to: string; code: string | null; sentAt: string };

/** The newest code sent to an address after `since`, from the dev outbox. */
async function codeFor(address: string, since: number): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const response = await fetch(`${BASE_URL}/api/dev/outbox?to=${encodeURIComponent(address)}`);
    const entries = (await response.json()) as OutboxEntry[];
    const fresh = entries.find((entry) => entry.code && Date.parse(entry.sentAt) >= since - 1000);
    if (fresh?.code) return fresh.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${address}`);
}

const api = async <T>(path: string, init: { method?: string; body?: unknown; auth?: string } = {}): Promise<T> => {
  const response = await fetch(`${BASE_URL}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      businessNumber: MERCHANT,
      language: 'en-AU',
      currency: 'AUD',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(init.auth ? { Authorization: `Bearer ${init.auth}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as { code: number; message: string; data: T };
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.code} ${envelope.message}`);
  return envelope.data;
};

const tokenOf = (target: Page) =>
  target.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').state?.token ?? '', `${MERCHANT}_user`);

async function seriousViolations(target: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page: target });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function shoot(target: Page, name: string, fullPage = false): Promise<void> {
  await target.evaluate(() => document.fonts.ready);
  await target.screenshot({ path: `${SHOTS}${name}.png`, fullPage });
}

const loginDialog = (target: Page) => target.getByTestId('login-dialog');

async function openLoginDialog(target: Page, label = en.header.login): Promise<Locator> {
  await target.getByRole('button', { name: label }).first().click();
  const dialog = loginDialog(target);
  await dialog.waitFor();
  return dialog;
}

async function logInWithPassword(target: Page, email: string, password: string): Promise<void> {
  const dialog = await openLoginDialog(target);
  await dialog.getByText(en.login.byPassword, { exact: true }).click();
  await dialog.getByRole('textbox', { name: en.login.email }).fill(email);
  await dialog.locator('input[type=password]').fill(password);
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: en.login.submitPassword, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
  await target.getByTestId('account-menu').waitFor();
}

async function logOut(target: Page): Promise<void> {
  await target.getByTestId('account-menu').click();
  await target.getByRole('menuitem', { name: en.header.logout }).click();
  await target.getByRole('button', { name: en.header.login }).waitFor();
}

const width = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().width);

describe('identity and the member area, as a new user', () => {
  it('registers with an email code from the outbox and completes the profile', { timeout: 120_000 }, async () => {
    const errors = collectPageErrors(page);
    await open(page, BASE);
    const dialog = await openLoginDialog(page);
    await expect(width(dialog)).resolves.toBe(526);
    await expect(seriousViolations(page, '[role=dialog]')).resolves.toEqual([]);

    await dialog.getByRole('textbox', { name: en.login.email }).fill(EMAIL);
    const sentAfter = Date.now();
    await dialog.getByRole('button', { name: en.login.submitCode }).isVisible();
    await dialog.getByRole('button', { name: en.code.send }).click();
    await dialog.getByRole('button', { name: /Resend in \d+ s/ }).waitFor();
    const code = await codeFor(EMAIL, sentAfter);
    await dialog.getByRole('textbox', { name: en.login.code }).fill(code);

    // Without the agreement: the service-agreement notice, no login.
    await dialog.getByRole('button', { name: en.login.submitCode }).click();
    await page.getByText(en.showToast.title2).first().waitFor();
    await expect(dialog.getAttribute('data-panel')).resolves.toBe('login');

    // The clause opens the agreement; read-and-agree comes back with the box ticked.
    await dialog.getByRole('button', { name: 'Service Agreement' }).click();
    await page.getByRole('heading', { name: en.agreement.title }).waitFor();
    await expect(width(dialog)).resolves.toBe(826);
    await expect(dialog.getByRole('region', { name: en.agreement.termsLabel }).innerText()).resolves.toContain(
      'within 30 days of your return',
    );
    await expect(seriousViolations(page, '[role=dialog]')).resolves.toEqual([]);
    await dialog.getByRole('button', { name: en.agreement.readAndAgree }).click();
    await expect(dialog.getByRole('checkbox').isChecked()).resolves.toBe(true);
    await expect(width(dialog)).resolves.toBe(526);

    // A new address: complete information, holding the login token.
    await dialog.getByRole('button', { name: en.login.submitCode }).click();
    await page.getByRole('heading', { name: en.complete.title }).waitFor();
    await expect(seriousViolations(page, '[role=dialog]')).resolves.toEqual([]);
    await expect(tokenOf(page)).resolves.toBe('');

    await dialog.getByRole('combobox', { name: en.profile.appellation }).selectOption('2');
    await dialog.getByRole('textbox', { name: en.profile.lastName }).fill(' nguyen ');
    await dialog.getByRole('textbox', { name: en.profile.firstName }).fill('anh');
    await dialog.getByRole('textbox', { name: en.profile.birthDate }).fill('1992-03-14');
    await dialog.getByRole('combobox', { name: en.profile.nationality }).selectOption('AU');
    await dialog.getByRole('combobox', { name: en.profile.residency }).selectOption('NZ');
    const [password, confirm] = await dialog.locator('input[type=password]').all();
    await password!.fill(PASSWORD);
    await confirm!.fill('Different1');
    await confirm!.blur();
    await dialog.getByText(en.form.passwordsDiffer).waitFor();
    await expect(dialog.getByRole('textbox', { name: en.profile.lastName }).inputValue()).resolves.toBe('NGUYEN');
    await confirm!.fill(PASSWORD);
    await expect(dialog.getByRole('checkbox', { name: en.complete.subscribe }).isChecked()).resolves.toBe(true);
    await dialog.getByRole('button', { name: en.complete.submit }).click();

    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('account-menu').waitFor();
    token = await tokenOf(page);
    expect(token).not.toBe('');
    const account = await api<{ lastName: string; completed: boolean; subscribe: number }>('/v1/account/load', {
      auth: token,
    });
    expect(account).toMatchObject({ lastName: 'NGUYEN', completed: true, subscribe: 1 });
    expect(errors).toEqual([]);
  });

  it('logs out, then logs in with the password (loginEd is emitted)', { timeout: 60_000 }, async () => {
    await logOut(page);
    await expect(tokenOf(page)).resolves.toBe('');
    await page.evaluate(() => {
      window.addEventListener('storefront:loginEd', () => {
        (window as unknown as { loginEd: number }).loginEd =
          ((window as unknown as { loginEd?: number }).loginEd ?? 0) + 1;
      });
    });
    await logInWithPassword(page, EMAIL, PASSWORD);
    await expect(page.evaluate(() => (window as unknown as { loginEd?: number }).loginEd)).resolves.toBe(1);
    token = await tokenOf(page);
    const account = await api<{ nickName: string }>('/v1/account/load', { auth: token });
    await page.getByTestId('account-menu').click();
    await expect(page.getByRole('menu').innerText()).resolves.toContain(account.nickName);
    await page.keyboard.press('Escape');
  });

  it('shows and edits the profile', { timeout: 60_000 }, async () => {
    await open(page, `${BASE}/my/info`);
    const tab = page.getByTestId('info-tab');
    await tab.getByText('NGUYEN', { exact: true }).waitFor();
    await tab.getByRole('button', { name: en.profile.edit }).click();
    await tab.getByRole('textbox', { name: en.profile.firstName }).fill('minh anh');
    await tab.getByRole('textbox', { name: en.profile.nickName }).fill('Anh');
    await tab.getByRole('button', { name: en.common.save }).click();
    await tab.getByText('MINH ANH', { exact: true }).waitFor();
    await expect(tab.innerText()).resolves.toContain('New Zealand');
  });

  it('adds and edits a traveller, and deletes one after confirming', { timeout: 90_000 }, async () => {
    await page.getByRole('link', { name: en.account.tabs.personAdmin }).click();
    const tab = page.getByTestId('person-admin-tab');
    await tab.getByText(en.passenger.emptyTitle).waitFor();

    const addTraveller = async (last: string, first: string, documentNumber: string) => {
      await tab.getByRole('button', { name: en.passenger.add }).first().click();
      const dialog = page.getByTestId('passenger-dialog');
      await dialog.waitFor();
      await dialog.getByRole('combobox', { name: en.profile.appellation }).selectOption('1');
      await dialog.getByRole('combobox', { name: en.profile.nationality }).selectOption('AU');
      await dialog.getByRole('textbox', { name: en.profile.lastName }).fill(last);
      await dialog.getByRole('textbox', { name: en.profile.firstName }).fill(first);
      await dialog.getByRole('textbox', { name: en.profile.birthDate }).fill('2015-08-01');
      await dialog.getByRole('combobox', { name: en.passenger.idType }).selectOption('1');
      await dialog.getByRole('textbox', { name: en.passenger.idNumber }).fill(documentNumber);
      await dialog.getByRole('textbox', { name: en.passenger.idExpiry }).fill('2031-01-31');
      await dialog.getByRole('textbox', { name: en.passenger.phoneOptional }).fill('0412 345 678');
      await dialog.getByRole('textbox', { name: en.passenger.emailOptional }).fill('not-an-email');
      await dialog.getByRole('button', { name: en.common.save }).click();
      await dialog.getByText(en.form.emailError).waitFor();
      await dialog.getByRole('textbox', { name: en.passenger.emailOptional }).fill('kid@example.com');
      await dialog.getByRole('button', { name: en.common.save }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    await addTraveller('nguyen', 'lan', 'pa1234567');
    const card = tab.getByTestId('passenger').filter({ hasText: 'NGUYEN LAN' });
    await card.waitFor();
    await expect(card.innerText()).resolves.toContain('PA1234567');

    await card.getByRole('button', { name: 'Edit NGUYEN LAN' }).click();
    const dialog = page.getByTestId('passenger-dialog');
    await dialog.getByRole('textbox', { name: en.passenger.idNumber }).fill('PB7654321');
    await dialog.getByRole('button', { name: en.common.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('PB7654321').waitFor();

    await addTraveller('tran', 'bao', 'PC1112223');
    await tab.getByTestId('passenger').filter({ hasText: 'TRAN BAO' }).waitFor();
    await tab.getByRole('button', { name: 'Delete TRAN BAO' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm.innerText()).resolves.toContain('TRAN BAO');
    await confirm.getByRole('button', { name: en.common.delete }).click();
    await tab.getByTestId('passenger').filter({ hasText: 'TRAN BAO' }).waitFor({ state: 'detached' });
    await expect(tab.getByTestId('passenger').count()).resolves.toBe(1);
  });

  it(
    'shows favourites toggled through the API, with the menu count, and removes one',
    { timeout: 60_000 },
    async () => {
      const products = await api<{ list: { code: string; title: string }[] }>('/v1/tripproduct/operation/pagging', {
        method: 'POST',
        body: { pageIndex: 1, pageSize: 2 },
      });
      const [first, second] = products.list;
      for (const product of [first!, second!]) {
        await api(`/v1/account/favorites/${product.code}/1`, { method: 'PUT', auth: token });
      }
      await open(page, `${BASE}/my/collect`);
      const tab = page.getByTestId('collect-tab');
      await tab.getByRole('link', { name: first!.title }).waitFor();
      await tab.getByRole('link', { name: second!.title }).waitFor();

      await page.getByTestId('account-menu').click();
      await expect(page.getByTestId('menu-count-collect').innerText()).resolves.toBe('2');
      await page.keyboard.press('Escape');

      await tab.getByRole('button', { name: `Remove ${first!.title} from favourites` }).click();
      await tab.getByRole('link', { name: first!.title }).waitFor({ state: 'detached' });
      await expect(tab.getByTestId('favourite').count()).resolves.toBe(1);
      await page.getByTestId('account-menu').click();
      await expect(page.getByTestId('menu-count-collect').innerText()).resolves.toBe('1');
      await page.keyboard.press('Escape');
    },
  );

  it('switches a notification and keeps it', { timeout: 60_000 }, async () => {
    await open(page, `${BASE}/my/setting`);
    const tab = page.getByTestId('setting-tab');
    const sms = tab.getByRole('switch', { name: en.settings.activityMsg });
    await expect(sms.getAttribute('aria-checked')).resolves.toBe('false');
    await sms.click();
    await page.getByText(en.settings.notificationsSaved).first().waitFor();
    await page.reload();
    await tab.getByRole('switch', { name: en.settings.activityMsg }).waitFor();
    await expect(tab.getByRole('switch', { name: en.settings.activityMsg }).getAttribute('aria-checked')).resolves.toBe(
      'true',
    );
    const account = await api<{ activityMsg: number }>('/v1/account/load', { auth: token });
    expect(account.activityMsg).toBe(1);
  });

  it(
    'has no serious or critical axe violations on the member tabs (desktop and phone)',
    { timeout: 120_000 },
    async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        await page.setViewportSize(viewport);
        for (const tab of MEMBER_TABS) {
          await open(page, `${BASE}/my/${tab}`);
          await page.waitForLoadState('networkidle');
          expect(pathOf(page)).toBe(`${BASE}/my/${tab}`);
          await expect(seriousViolations(page), `${tab} at ${viewport.width}px`).resolves.toEqual([]);
        }
      }
      await page.setViewportSize(DESKTOP);
    },
  );

  it('screenshots the member tabs in zh-CN and ko-KR, desktop and phone', { timeout: 180_000 }, async () => {
    for (const [language, currency] of [
      ['zh-cn', 'cny'],
      ['ko-kr', 'krw'],
    ] as const) {
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const context = await newContext(browser, viewport);
        await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
          key: `${MERCHANT}_user`,
          value: JSON.stringify({ state: { token, cacheEndTime: Date.now() + 86_400_000 }, version: 0 }),
        });
        const shots = await context.newPage();
        const errors = collectPageErrors(shots);
        for (const tab of MEMBER_TABS) {
          await open(shots, `/${MERCHANT}/${language}/${currency}/my/${tab}`);
          await shots.waitForLoadState('networkidle');
          expect(pathOf(shots)).toBe(`/${MERCHANT}/${language}/${currency}/my/${tab}`);
          const overflow = await shots.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${tab} ${language} ${device} overflows`).toBeLessThanOrEqual(0);
          await shoot(shots, `my-${tab}-${language}-${device}`, true);
        }
        // The traveller dialog, filled from the saved traveller.
        await open(shots, `/${MERCHANT}/${language}/${currency}/my/person-admin`);
        await shots.getByTestId('passenger').first().getByRole('button').first().click();
        await shots.getByTestId('passenger-dialog').waitFor();
        await shoot(shots, `passenger-dialog-${language}-${device}`);
        expect(errors).toEqual([]);
        await context.close();
      }
    }
  });

  it('screenshots the three dialog panels in zh-CN and ko-KR, desktop and phone', { timeout: 180_000 }, async () => {
    for (const [language, currency, texts, clause] of [
      ['zh-cn', 'cny', zh, '《服务协议》'],
      ['ko-kr', 'krw', ko, '서비스 이용약관'],
    ] as const) {
      for (const [device, viewport] of [
        ['desktop', DESKTOP],
        ['phone', PHONE],
      ] as const) {
        const context = await newContext(browser, viewport);
        const shots = await context.newPage();
        // Screens only: a new account's answers, so no code or account is spent on pictures.
        await shots.route('**/api/v1/identity/send/emailcode', (route) =>
          route.fulfill({ json: { code: 0, message: 'success', data: true } }),
        );
        await shots.route('**/api/v1/identity/emaillogon', (route) =>
          route.fulfill({ json: { code: 0, message: 'success', data: { token: 'screens-only', nextPage: 1 } } }),
        );
        await open(shots, `/${MERCHANT}/${language}/${currency}`);
        const dialog = await openLoginDialog(shots, texts.header.login);
        await dialog.getByRole('textbox', { name: texts.login.email }).fill('screens@example.com');
        await dialog.getByRole('button', { name: texts.code.send }).click();
        await dialog.getByRole('button', { name: /\d/ }).first().waitFor();
        await shoot(shots, `dialog-login-${language}-${device}`);
        if (device === 'phone') {
          await expect(width(dialog)).resolves.toBe(PHONE.width);
          await expect(seriousViolations(shots, '[role=dialog]')).resolves.toEqual([]);
        }

        await dialog.getByRole('button', { name: clause }).click();
        await dialog.getByRole('button', { name: texts.agreement.readAndAgree }).waitFor();
        await shoot(shots, `dialog-agreement-${language}-${device}`);
        await dialog.getByRole('button', { name: texts.agreement.readAndAgree }).click();

        await dialog.getByRole('textbox', { name: texts.login.code }).fill('123456');
        await dialog.getByRole('button', { name: texts.login.submitCode }).click();
        await shots.getByRole('heading', { name: texts.complete.title }).waitFor();
        await shoot(shots, `dialog-complete-${language}-${device}`);
        if (device === 'phone') await expect(seriousViolations(shots, '[role=dialog]')).resolves.toEqual([]);

        await dialog.getByRole('button', { name: texts.form.chooseDate }).click();
        await shots.locator('.rdp-root').waitFor();
        await shoot(shots, `dialog-complete-calendar-${language}-${device}`);
        await context.close();
      }
    }
  });

  it('changing the password ends the session on another device (logged out there)', { timeout: 90_000 }, async () => {
    const other = await newContext(browser, PHONE);
    const phone = await other.newPage();
    await open(phone, BASE);
    await logInWithPassword(phone, EMAIL, PASSWORD);
    await open(phone, `${BASE}/my/info`);
    await phone.getByTestId('info-tab').getByText('MINH ANH', { exact: true }).waitFor();

    await open(page, `${BASE}/my/setting`);
    const tab = page.getByTestId('setting-tab');
    const form = tab.getByRole('form', { name: en.settings.passwordTitle });
    await form.getByLabel(en.settings.currentPassword).fill(PASSWORD);
    await form.getByLabel(en.settings.newPassword).fill(NEW_PASSWORD);
    await form.getByLabel(en.complete.confirmPassword).fill(NEW_PASSWORD);
    await form.getByRole('button', { name: en.settings.changePassword }).click();
    await page.getByText(en.settings.passwordChanged).first().waitFor();

    // The other device is told at once over the live connection (ForceOffline) — or, without it,
    // by the 1006 of its next call — and ends up logged out, away from the member area.
    await phone.getByRole('button', { name: en.header.login }).waitFor({ timeout: 15_000 });
    expect(await phone.getByTestId('info-tab').count()).toBe(0);
    await expect(tokenOf(phone)).resolves.toBe('');
    await other.close();

    // This device keeps its session; the new password works for the next login.
    await open(page, `${BASE}/my/info`);
    await page.getByTestId('info-tab').getByText('MINH ANH', { exact: true }).waitFor();
    await logOut(page);
    await logInWithPassword(page, EMAIL, NEW_PASSWORD);
  });
});
