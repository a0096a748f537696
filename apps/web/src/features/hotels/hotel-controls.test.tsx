import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../app/app-store';
import { useUserStore } from '../../app/user-store';
import { loadTestLanguage, renderInShell } from '../../test/render';
import { GuestsField } from './guests-field';
import { HotelFavouriteButton } from './hotel-favourite-button';
import type { PartyRoom } from './party';

beforeAll(() => loadTestLanguage());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUserStore.getState().logout();
});

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 0, message: 'success', data }));

describe('GuestsField', () => {
  it('asks for every child age before the party changes, then gives one age per child', async () => {
    const onChange = vi.fn<(rooms: PartyRoom[]) => void>();
    renderInShell(<GuestsField rooms={[{ adultNum: 2, childNum: 0, childAges: [] }]} onChange={onChange} />);
    expect(screen.getByTestId('guests-summary').textContent).toBe('2 adults · 1 room');
    fireEvent.click(screen.getByTestId('guests-field'));
    fireEvent.click(await screen.findByTestId('room-1-children-plus'));
    fireEvent.click(screen.getByTestId('guests-done'));
    expect((await screen.findByRole('alert')).textContent).toContain('Choose the age of every child (0 to 17)');
    expect(screen.getByTestId('room-1-child-1-age').getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
    // Ages run from "Under 1" (0) to 17.
    const options = [...screen.getByTestId('room-1-child-1-age').querySelectorAll('option')].map((o) => o.value);
    expect(options).toEqual(['', ...Array.from({ length: 18 }, (_, age) => String(age))]);
    fireEvent.change(screen.getByTestId('room-1-child-1-age'), { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('guests-done'));
    expect(onChange).toHaveBeenCalledWith([{ adultNum: 2, childNum: 1, childAges: [0] }]);
  });
});

describe('HotelFavouriteButton', () => {
  it('asks a visitor to log in first', () => {
    renderInShell(<HotelFavouriteButton hotelId="7" />);
    fireEvent.click(screen.getByTestId('hotel-favourite'));
    expect(useAppStore.getState().loginDialogOpen).toBe(true);
  });

  it("toggles a member's hotel favourite with PUT /account/favorites/{hotelId}/2", async () => {
    useUserStore.getState().startSession('member-token');
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/favorites/pagging')) {
        expect(JSON.parse(String(init?.body))).toMatchObject({ type: 2 });
        return envelope({ pageIndex: 1, pageSize: 50, total: 0, list: [] });
      }
      return envelope({ favourite: true });
    });
    vi.stubGlobal('fetch', fetch);
    renderInShell(<HotelFavouriteButton hotelId="7" />);
    const button = screen.getByTestId('hotel-favourite');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/v1/account/favorites/7/2');
    expect((put?.[1]?.headers as Record<string, string>).Authorization).toBe('Bearer member-token');
  });
});
