import { Secret, TOTP } from 'otpauth';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL, launchBrowser, PHONE } from './browser';
import { deskPage, OWNER, waitForMail } from './admin-helpers';

/** The owner grows the team: an invited agent accepts by the mailed link and gets an agent's desk. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('staff of the back office', () => {
  it(
    'invites an agent with a refund limit; the agent accepts by the mailed link and signs in to an agent’s desk',
    { timeout: 180_000 },
    async () => {
      const owner = await deskPage(browser);
      await owner.getByRole('navigation', { name: 'Desk' }).getByRole('link', { name: 'Staff' }).click();
      const email = `e2e-agent-${Date.now()}@example.com`;
      const form = owner.getByRole('form', { name: 'Invite a staff member' });
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Role').selectOption('agent');
      await form.getByLabel('Limit amount').fill('50.00');
      const since = Date.now();
      await form.getByRole('button', { name: 'Send invitation' }).click();
      const row = owner.getByRole('list', { name: 'Staff members' }).getByRole('listitem').filter({ hasText: email });
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Invited, not signed in yet[\s\S]*refund limit: NZD.50\.00/);

      const mail = await waitForMail(email, since, /invit/i);
      const link = /\/admin\/invite#token=[\w-]+/.exec(mail.body)?.[0];
      expect(link).toBeDefined();
      const context = await browser.newContext({ baseURL: BASE_URL, viewport: PHONE });
      const agent = await context.newPage();
      await agent.goto(link!);
      await agent.getByLabel('Choose a password').fill('Agent-desk-2026');
      await agent.getByLabel('Password again').fill('Agent-desk-2026');
      await agent.getByRole('button', { name: 'Accept the invitation' }).click();
      await agent.waitForURL(/\/admin\/login/);
      await agent.getByLabel('Email').fill(email);
      await agent.getByLabel('Password').fill('Agent-desk-2026');
      await agent.getByRole('button', { name: 'Sign in' }).click();
      await agent.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      const nav = agent.getByRole('navigation', { name: 'Desk' });
      expect(await nav.getByRole('link', { name: 'Orders' }).count()).toBe(1);
      expect(await nav.getByRole('link', { name: 'Staff' }).count()).toBe(0);
      expect(await nav.getByRole('link', { name: 'Settings' }).count()).toBe(0);

      // The agent turns on two-step sign-in; the next sign-in asks for the app's code.
      await nav.getByRole('link', { name: 'My account' }).click();
      await agent.getByRole('button', { name: 'Set up an authenticator app' }).click();
      const secret = (await agent.getByTestId('totp-secret').innerText()).trim();
      const totp = (at: number) =>
        new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
          timestamp: at,
        });
      await agent.getByLabel('Code from the app').fill(totp(Date.now()));
      await agent.getByRole('button', { name: 'Turn on' }).click();
      await agent.getByText('On: each sign-in asks for the code').waitFor();
      await agent.getByRole('button', { name: 'Sign out' }).click();
      await agent.getByLabel('Email').fill(email);
      await agent.getByLabel('Password').fill('Agent-desk-2026');
      await agent.getByRole('button', { name: 'Sign in' }).click();
      const code = agent.getByLabel('Authenticator code');
      await code.waitFor();
      // The next step's code: the one that turned TOTP on is spent.
      await code.fill(totp(Date.now() + 30_000));
      await agent.getByRole('button', { name: 'Sign in' }).click();
      // Back where the agent signed out.
      await agent.getByRole('heading', { name: 'My account', level: 1 }).waitFor();
      await agent.getByText('On: each sign-in asks for the code').waitFor();

      await owner.reload();
      await row.waitFor();
      expect(await row.innerText()).toMatch(/Active · TOTP on/);
      await owner.context().close();
      await context.close();
    },
  );

  it('returns to the sign-in page when the session ends, and signs out', { timeout: 60_000 }, async () => {
    const desk = await deskPage(browser);
    await desk.goto('/admin/orders');
    await desk.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    // As if the session had been revoked or had expired on the server.
    await desk.evaluate(() => {
      const saved = JSON.parse(localStorage.getItem('admin_session') ?? '{}') as { token?: string };
      localStorage.setItem('admin_session', JSON.stringify({ ...saved, token: 'ended-session-token' }));
    });
    await desk.reload();
    await desk.waitForURL(/\/admin\/login\?.*expired=1/);
    await desk.getByText('Your session ended. Please sign in again.').waitFor();

    await desk.getByLabel('Email').fill(OWNER.email);
    await desk.getByLabel('Password').fill(OWNER.password);
    await desk.getByRole('button', { name: 'Sign in' }).click();
    await desk.getByRole('heading', { name: 'Orders', level: 1 }).waitFor();
    await desk.getByRole('button', { name: 'Sign out' }).click();
    await desk.waitForURL(/\/admin\/login/);
    await desk.goto('/admin/orders');
    await desk.waitForURL(/\/admin\/login/);
    await desk.context().close();
  });
});
