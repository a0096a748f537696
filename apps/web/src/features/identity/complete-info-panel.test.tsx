import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '../../app/notify';
import { readInviteCode, rememberInviteCode } from '../../lib/invite-code';
import { merchantFixture } from '../../test/fixtures';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { CompleteInfoPanel } from './complete-info-panel';

const GLOBAL_DATA = {
  currencies: [],
  languages: [],
  nationalities: [{ id: 'AU', sort: '40', title: 'Australia' }],
  callingCodes: [],
  salutations: [{ id: 2, title: 'Ms' }],
  locations: [],
  hotCities: [],
  tags: [],
  hotTopics: [],
  categories: [],
};

const envelope = (data: unknown, code = 0, status = 200, message = 'success') =>
  new Response(JSON.stringify({ code, message, data }), { status, headers: { 'content-type': 'application/json' } });

let saved: Record<string, unknown>[];

beforeAll(() => loadTestLanguage());

beforeEach(() => {
  sessionStorage.clear();
  saved = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      if (path === '/v1/query/static/file/2/2/en-AU') return envelope(GLOBAL_DATA);
      if (path === '/v1/account/perfect/information') {
        saved.push(JSON.parse(String(init.body)) as Record<string, unknown>);
        return envelope(null);
      }
      return envelope(null, 3004, 404, 'No route');
    }),
  );
  vi.spyOn(notifyModule, 'notify').mockResolvedValue(undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (element: HTMLElement, value: string) => fireEvent.input(element, { target: { value } });

async function renderPanel() {
  const onSaved = vi.fn(async () => undefined);
  const merchant = merchantFixture();
  merchant.configure.passwordTransport = { key: 'sf-dev-aes-key-1', iv: 'sf-dev-aes-iv-01' };
  renderInShell(<CompleteInfoPanel token="new-token" onSaved={onSaved} />, { merchant });
  const form = within(await screen.findByRole('form', { name: 'Complete your information' }));
  await waitFor(() => expect(form.getAllByRole('option', { name: 'Australia' }).length).toBeGreaterThan(0));
  fireEvent.change(form.getByRole('combobox', { name: 'Title' }), { target: { value: '2' } });
  type(form.getByRole('textbox', { name: 'Family name' }), 'lee');
  type(form.getByRole('textbox', { name: 'Given names' }), 'ann');
  type(form.getByRole('textbox', { name: 'Date of birth' }), '1990-05-12');
  fireEvent.change(form.getByRole('combobox', { name: 'Nationality' }), { target: { value: 'AU' } });
  fireEvent.change(form.getByRole('combobox', { name: 'Country of residence' }), { target: { value: 'AU' } });
  type(form.getByLabelText(/^Set a password/), 'Travel2024');
  type(form.getByLabelText(/^Confirm password/), 'Travel2024');
  return { form, onSaved, invite: form.getByRole('textbox', { name: 'Invite code (optional)' }) as HTMLInputElement };
}

describe('the registration’s invite code', () => {
  it('is filled in from a shared link, sent with the registration, then forgotten', async () => {
    rememberInviteCode('456817', 'fr1end42');
    const { form, onSaved, invite } = await renderPanel();
    expect(invite.value).toBe('FR1END42');
    fireEvent.click(form.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]).toMatchObject({ inviteCode: 'FR1END42' });
    expect(readInviteCode('456817')).toBe('');
  });

  it('is optional: left blank, the registration carries none', async () => {
    const { form, onSaved, invite } = await renderPanel();
    expect(invite.value).toBe('');
    fireEvent.click(form.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved[0]).not.toHaveProperty('inviteCode');
  });

  it('refuses a code that is not 6–16 letters and digits before sending anything', async () => {
    const { form, onSaved, invite } = await renderPanel();
    type(invite, 'AB-1');
    fireEvent.click(form.getByRole('button', { name: 'Save and continue' }));
    expect((await form.findByRole('alert')).textContent).toBe('Invite code must be 6-16 letters and digits');
    expect(saved).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
