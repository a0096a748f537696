import type { ReferralOverview } from '@storefront/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notifyModule from '../../app/notify';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { ReferralDetails } from './referral-card';

const OVERVIEW: ReferralOverview = {
  code: 'K7Q2M9XB',
  referrerPoints: 500,
  referredPoints: 400,
  monthlyCap: 10,
  earnedPoints: 500,
  referredBy: null,
  referrals: [
    {
      name: 'M. C.',
      state: 'credited',
      joinedAt: '2026-03-01T10:00:00.000Z',
      creditedAt: '2026-04-02T00:00:00.000Z',
      points: 500,
    },
    { name: 'a***@example.com', state: 'pending', joinedAt: '2026-04-01T10:00:00.000Z', creditedAt: null, points: 0 },
  ],
};

let writeText: ReturnType<typeof vi.fn>;
let notify: ReturnType<typeof vi.spyOn>;

beforeAll(() => loadTestLanguage());
beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  notify = vi.spyOn(notifyModule, 'notify').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the account’s referral card', () => {
  it('shows the code, the shop link carrying it, the credit and the friends with their state', () => {
    renderInShell(<ReferralDetails data={OVERVIEW} />);
    expect(screen.getByTestId('invite-code').textContent).toBe('K7Q2M9XB');
    expect(screen.getByTestId('invite-link').textContent).toBe(
      `${window.location.origin}/456817/en-au/aud?invite=K7Q2M9XB`,
    );
    expect(screen.getByText(/you get 500 points and your friend gets 400/)).toBeTruthy();
    expect(screen.getByTestId('referral-earned').textContent).toBe('Points earned by referring: 500');
    const friends = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(friends[0]).toContain('M. C.');
    expect(friends[0]).toContain('Credited');
    expect(friends[0]).toContain('+500 points');
    expect(friends[1]).toContain('Waiting for a first completed trip');
  });

  it('copies the code and the link to the clipboard, saying so', async () => {
    renderInShell(<ReferralDetails data={OVERVIEW} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('K7Q2M9XB'));
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/\?invite=K7Q2M9XB$/)));
    expect(notify).toHaveBeenCalledWith('success', 'Copied', { subject: 'referral' });
  });

  it('says when nobody used the code yet', () => {
    renderInShell(<ReferralDetails data={{ ...OVERVIEW, referrals: [], earnedPoints: 0 }} />);
    expect(screen.getByText('No one has registered with your code yet.')).toBeTruthy();
  });
});
