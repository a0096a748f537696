// @vitest-environment jsdom
import { HOTEL_EDIT_LIMITS, type AdminHotel, type AdminRoomType } from '@storefront/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { AddRoomType } from './add-room-type';
import { AddRatePlan } from './room-type-card';

// A hotel has at most HOTEL_EDIT_LIMITS room types and rate plans (the server answers 4202 and
// 4203 past them): at the cap the editor says so instead of offering a form the server refuses.
afterEach(cleanup);

const withQueries = (node: ReactNode) =>
  render(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

const plan = (id: number) => ({ id, breakfastIncluded: false, freeCancelDays: null, childAgeBands: [] });
const room = (id: number, plans: number): AdminRoomType => ({
  id,
  maxAdults: 2,
  maxChildren: 0,
  size: 20,
  texts: {},
  missingTranslations: [],
  ratePlans: Array.from({ length: plans }, (_, n) => plan(id * 100 + n)),
});
const hotelWith = (rooms: AdminRoomType[]) => ({ id: 1, roomTypes: rooms }) as unknown as AdminHotel;

describe('the hotel editor at the caps of room types and rate plans', () => {
  it('offers a new room type below the cap and names the cap at it', () => {
    withQueries(<AddRoomType hotelId={1} roomTypes={HOTEL_EDIT_LIMITS.roomTypesMax - 1} languages={['en-AU']} />);
    expect(screen.getByRole('button', { name: 'Add room type' })).toBeTruthy();
    cleanup();
    withQueries(<AddRoomType hotelId={1} roomTypes={HOTEL_EDIT_LIMITS.roomTypesMax} languages={['en-AU']} />);
    expect(screen.queryByRole('button', { name: 'Add room type' })).toBeNull();
    expect(screen.getByText(`${HOTEL_EDIT_LIMITS.roomTypesMax} room types: the most a hotel can have.`)).toBeTruthy();
  });

  it('counts rate plans over all the hotel’s room types', () => {
    const half = HOTEL_EDIT_LIMITS.ratePlansMax / 2;
    const below = [room(1, half), room(2, half - 1)];
    withQueries(<AddRatePlan hotel={hotelWith(below)} room={below[1]!} />);
    expect(screen.getByRole('button', { name: 'Add rate plan' })).toBeTruthy();
    cleanup();
    const full = [room(1, half), room(2, half)];
    withQueries(<AddRatePlan hotel={hotelWith(full)} room={full[1]!} />);
    expect(screen.queryByRole('button', { name: 'Add rate plan' })).toBeNull();
    expect(screen.getByText(/the most a hotel can have/)).toBeTruthy();
  });
});
