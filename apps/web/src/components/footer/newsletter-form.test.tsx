import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '../../app/notify';
import { loadTestLanguage, renderInShell } from '../../test/render';
import NewsletterForm from './newsletter-form';

beforeAll(() => loadTestLanguage());
let notify: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  notify = vi.spyOn(notifyModule, 'notify').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const answer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const emailBox = () => screen.getByRole('textbox', { name: 'Your email address' });

describe('NewsletterForm', () => {
  it('signs the address up, says thanks and clears the box', async () => {
    const fetch = vi.fn(async () => answer({ code: 0, message: 'success', data: null }));
    vi.stubGlobal('fetch', fetch);
    renderInShell(<NewsletterForm />);
    fireEvent.input(emailBox(), { target: { value: ' Traveller@Example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('success', 'Thanks for subscribing!', { subject: 'newsletter' }),
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toContain('/api/v1/operation/subscribe/email/traveller%40example.com');
    expect(init.method).toBe('POST');
    await waitFor(() => expect((emailBox() as HTMLInputElement).value).toBe(''));
  });

  it('sends nothing for an address that is not an email', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderInShell(<NewsletterForm />);
    fireEvent.input(emailBox(), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(emailBox().getAttribute('aria-invalid')).toBe('true'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, such as too many sign-ups", async () => {
    const refusal = {
      code: 4290,
      message: 'Too many newsletter sign-ups from your network; try again in an hour',
      data: null,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(refusal, 429)),
    );
    renderInShell(<NewsletterForm />);
    fireEvent.input(emailBox(), { target: { value: 'traveller@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', refusal.message, { subject: 'newsletter' }));
  });
});
