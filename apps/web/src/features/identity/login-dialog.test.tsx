import { createDecipheriv } from 'node:crypto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/app-store';
import { onLoginEd } from '../../app/login-events';
import * as notifyModule from '../../app/notify';
import { pageNavigation } from '../../app/page-navigation';
import { useUserStore } from '../../app/user-store';
import { merchantFixture } from '../../test/fixtures';
import { loadTestLanguage, renderInShell } from '../../test/render';
import LoginDialog from './login-dialog';

const TRANSPORT = { key: 'sf-dev-aes-key-1', iv: 'sf-dev-aes-iv-01' };
const decrypt = (base64: string) => {
  const decipher = createDecipheriv('aes-128-cbc', Buffer.from(TRANSPORT.key), Buffer.from(TRANSPORT.iv));
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};

const GLOBAL_DATA = {
  currencies: [],
  languages: [],
  nationalities: [
    { id: 'AU', sort: '40', title: 'Australia' },
    { id: 'NZ', sort: '610', title: 'New Zealand' },
  ],
  callingCodes: [
    { id: 61, name: 'Australia' },
    { id: 86, name: 'Mainland China' },
  ],
  salutations: [
    { id: 1, title: 'Mr' },
    { id: 2, title: 'Ms' },
  ],
  locations: [],
  hotCities: [],
  tags: [],
  hotTopics: [],
  categories: [],
};

const envelope = (data: unknown, code = 0, status = 200, message = 'success') =>
  new Response(JSON.stringify({ code, message, data }), { status, headers: { 'content-type': 'application/json' } });

type Call = { path: string; body: unknown; authorization: string | undefined };
let calls: Call[];
let answers: Record<string, () => Response>;
let notify: ReturnType<typeof vi.spyOn>;

beforeAll(() => loadTestLanguage());

beforeEach(() => {
  sessionStorage.clear();
  calls = [];
  answers = {
    '/v1/query/static/file/2/2/en-AU': () => envelope(GLOBAL_DATA),
    '/v1/identity/send/emailcode': () => envelope(true),
    '/v1/account/load': () => envelope({ nickName: 'ann@example.com', favoritesCount: 0 }),
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, '');
      calls.push({
        path,
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
        authorization: (init.headers as Record<string, string>).Authorization,
      });
      return (answers[path] ?? (() => envelope(null, 3004, 404, 'No route')))();
    }),
  );
  notify = vi.spyOn(notifyModule, 'notify').mockResolvedValue(undefined);
  vi.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
  useUserStore.getState().logout();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderDialog({ loginContacts }: { loginContacts?: ('email' | 'phone')[] } = {}) {
  const merchant = merchantFixture();
  merchant.configure.passwordTransport = TRANSPORT;
  if (loginContacts) merchant.configure.loginContacts = loginContacts;
  const result = renderInShell(<LoginDialog />, { merchant });
  act(() => useAppStore.getState().setLoginDialogOpen(true));
  return result;
}

const dialog = () => screen.getByRole('dialog');
const textbox = (name: string) => within(dialog()).getByRole('textbox', { name });
const button = (name: string) => within(dialog()).getByRole('button', { name });
const type = (input: HTMLElement, value: string) => {
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
};
const callsTo = (path: string) => calls.filter((call) => call.path === path);

describe('LoginDialog', () => {
  it('opens on the login panel, 526 px wide, with the code mode and the email form', () => {
    renderDialog();
    expect(screen.getByRole('heading', { name: 'Log in or register' })).toBeTruthy();
    expect(dialog().style.maxWidth).toBe('526px');
    expect(within(dialog()).getByRole('radio', { name: 'Verification code' })).toHaveProperty('checked', true);
    expect(within(dialog()).getByRole('radio', { name: 'Email' })).toHaveProperty('checked', true);
    expect(textbox('Email')).toBeTruthy();
    expect(button('Get code')).toBeTruthy();
  });

  it('sends a code only after the email validates, then counts down 60 s', async () => {
    renderDialog();
    type(textbox('Email'), 'not-an-email');
    fireEvent.click(button('Get code'));
    expect((await within(dialog()).findByRole('alert')).textContent).toBe('Please enter a valid email address');
    expect(callsTo('/v1/identity/send/emailcode')).toEqual([]);

    type(textbox('Email'), ' ann@example.com ');
    fireEvent.click(button('Get code'));
    await waitFor(() => expect(button('Resend in 60 s')).toHaveProperty('disabled', true));
    expect(callsTo('/v1/identity/send/emailcode')[0]?.body).toEqual({ email: 'ann@example.com', type: 1 });
    expect(notify).toHaveBeenCalledWith('success', 'Verification code sent. Please check your email or messages.', {
      subject: 'login',
    });
  });

  it('shows the failed send as an error toast (showToast.title1) with the server message', async () => {
    answers['/v1/identity/send/emailcode'] = () =>
      envelope(null, 4291, 429, 'A code was just sent; you can ask for another in 60 s');
    renderDialog();
    type(textbox('Email'), 'ann@example.com');
    fireEvent.click(button('Get code'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'Failed to send the verification code. Please try again.', {
        subject: 'login',
        description: 'A code was just sent; you can ask for another in 60 s',
      }),
    );
    expect(button('Get code')).toHaveProperty('disabled', false);
  });

  it('sends a phone code with the merchant’s calling code by default', async () => {
    answers['/v1/identity/send/phonecode'] = () => envelope(true);
    renderDialog();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Mobile number' }));
    const code = within(dialog()).getByRole('combobox', { name: 'Country calling code' }) as HTMLSelectElement;
    expect(code.value).toBe('61');
    type(within(dialog()).getByRole('textbox', { name: 'Mobile number' }), '0412 345 678');
    fireEvent.click(button('Get code'));
    await waitFor(() => expect(callsTo('/v1/identity/send/phonecode')).toHaveLength(1));
    expect(callsTo('/v1/identity/send/phonecode')[0]?.body).toEqual({ phone: '0412 345 678', country: 61, type: 1 });
  });

  it('offers no phone login where the server sends no SMS (PHONE_LOGIN=0): email only, nothing to choose', async () => {
    renderDialog({ loginContacts: ['email'] });
    expect(within(dialog()).queryByRole('radio', { name: 'Mobile number' })).toBeNull();
    expect(within(dialog()).queryByRole('textbox', { name: 'Mobile number' })).toBeNull();
    type(textbox('Email'), 'ann@example.com');
    fireEvent.click(button('Get code'));
    await waitFor(() => expect(callsTo('/v1/identity/send/emailcode')).toHaveLength(1));
  });

  it('needs the agreement ticked; the clause opens the agreement (826 px) and read-and-agree ticks it', async () => {
    renderDialog();
    type(textbox('Email'), 'ann@example.com');
    type(textbox('Verification code'), '123456');
    fireEvent.click(button('Log in / Register'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('info', 'Please read and agree to the service agreement', {
        subject: 'login',
      }),
    );
    expect(callsTo('/v1/identity/emaillogon')).toEqual([]);

    fireEvent.click(button('Service Agreement'));
    expect(screen.getByRole('heading', { name: 'Service agreement' })).toBeTruthy();
    expect(dialog().style.maxWidth).toBe('826px');
    expect(within(dialog()).getByRole('region', { name: 'Terms of service' }).textContent).toContain(
      'at least 21 days before',
    );
    fireEvent.click(button('I have read and agree'));

    expect(screen.getByRole('heading', { name: 'Log in or register' })).toBeTruthy();
    expect(dialog().style.maxWidth).toBe('526px');
    const agree = within(dialog()).getByRole('checkbox', {
      name: 'I have read and agree to the Service Agreement',
    }) as HTMLInputElement;
    expect(agree.checked).toBe(true);
    // The typed address survived the trip to the agreement.
    expect((textbox('Email') as HTMLInputElement).value).toBe('ann@example.com');
  });

  it('nextPage ≠ 0: completes the information with the held token, then logs in with it and closes', async () => {
    answers['/v1/identity/emaillogon'] = () => envelope({ token: 'new-token', nextPage: 1 });
    answers['/v1/account/perfect/information'] = () => envelope(null);
    renderDialog();
    type(textbox('Email'), 'ann@example.com');
    type(textbox('Verification code'), '123456');
    fireEvent.click(within(dialog()).getByRole('checkbox'));
    fireEvent.click(button('Log in / Register'));

    await screen.findByRole('heading', { name: 'Complete your information' });
    expect(callsTo('/v1/identity/emaillogon')[0]?.body).toEqual({ email: 'ann@example.com', checkCode: '123456' });
    expect(useUserStore.getState().token).toBe('');

    const form = within(dialog());
    await waitFor(() => expect(form.getAllByRole('option', { name: 'Australia' })).toHaveLength(2));
    fireEvent.change(form.getByRole('combobox', { name: 'Title' }), { target: { value: '2' } });
    type(form.getByRole('textbox', { name: 'Family name' }), ' lee ');
    type(form.getByRole('textbox', { name: 'Given names' }), 'ann张');
    type(form.getByRole('textbox', { name: 'Date of birth' }), '1990-05-12');
    fireEvent.change(form.getByRole('combobox', { name: 'Nationality' }), { target: { value: 'AU' } });
    fireEvent.change(form.getByRole('combobox', { name: 'Country of residence' }), { target: { value: 'NZ' } });
    type(form.getByLabelText(/^Set a password/), 'Travel2024');
    type(form.getByLabelText(/^Confirm password/), 'Travel2025');
    // Given names first say why 张 went, until their blur validates ANN.
    await waitFor(() => expect(form.getByRole('alert').textContent).toBe('The passwords do not match'));
    expect((form.getByRole('textbox', { name: 'Family name' }) as HTMLInputElement).value).toBe('LEE');
    expect((form.getByRole('textbox', { name: 'Given names' }) as HTMLInputElement).value).toBe('ANN');
    expect(form.getByRole('checkbox', { name: 'Email me travel deals and news' })).toHaveProperty('checked', true);

    type(form.getByLabelText(/^Confirm password/), 'Travel2024');
    fireEvent.click(button('Save and continue'));

    await waitFor(() => expect(useAppStore.getState().loginDialogOpen).toBe(false));
    const [save] = callsTo('/v1/account/perfect/information');
    expect(save?.authorization).toBe('Bearer new-token');
    const body = save?.body as Record<string, string | number>;
    expect(body).toMatchObject({
      lastName: 'LEE',
      firstName: 'ANN',
      appellation: 2,
      datebirth: '1990-05-12',
      nationality: 'AU',
      residency: 'NZ',
      subscribe: 1,
    });
    expect(decrypt(String(body.password))).toBe('Travel2024');
    expect(decrypt(String(body.password_two))).toBe('Travel2024');
    expect(useUserStore.getState().token).toBe('new-token');
    expect(callsTo('/v1/account/load')[0]?.authorization).toBe('Bearer new-token');
  });

  it('nextPage 0 (password login): logs in, closes, resets the form and emits loginEd', async () => {
    answers['/v1/identity/login'] = () => envelope({ token: 'member-token', nextPage: 0 });
    const loginEd = vi.fn();
    const stop = onLoginEd(loginEd);
    renderDialog();
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'Password' }));
    type(textbox('Email'), 'ann@example.com');
    type(within(dialog()).getByLabelText(/^Password/, { selector: 'input[type=password]' }), 'Travel2024');
    fireEvent.click(within(dialog()).getByRole('checkbox'));
    fireEvent.click(button('Log in'));

    await waitFor(() => expect(loginEd).toHaveBeenCalledTimes(1));
    stop();
    const body = callsTo('/v1/identity/login')[0]?.body as { userName: string; password: string };
    expect(body.userName).toBe('ann@example.com');
    expect(decrypt(body.password)).toBe('Travel2024');
    expect(useUserStore.getState().token).toBe('member-token');
    expect(useAppStore.getState().loginDialogOpen).toBe(false);
    expect(notify).toHaveBeenCalledWith('success', "You're logged in. Welcome!", { subject: 'login' });

    act(() => useAppStore.getState().setLoginDialogOpen(true));
    expect((textbox('Email') as HTMLInputElement).value).toBe('');
    expect(within(dialog()).getByRole('checkbox')).toHaveProperty('checked', false);
  });

  it('shows a failed login’s server message as an error toast and stays open', async () => {
    answers['/v1/identity/emaillogon'] = () => envelope(null, 1010, 400, 'The verification code is wrong');
    renderDialog();
    type(textbox('Email'), 'ann@example.com');
    type(textbox('Verification code'), '000000');
    fireEvent.click(within(dialog()).getByRole('checkbox'));
    fireEvent.click(button('Log in / Register'));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('error', 'The verification code is wrong', { subject: 'login' }),
    );
    expect(useAppStore.getState().loginDialogOpen).toBe(true);
    expect(useUserStore.getState().token).toBe('');
  });
});
