import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../app/app-store';
import { onLoginEd } from '../../app/login-events';
import { notify } from '../../app/notify';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { cn } from '../../lib/cn';
import { HeartIcon } from './hotel-icons';
import { favouriteHotelIdsQuery, useToggleHotelFavourite } from './hotel-queries';

/**
 * A hotel's favourite toggle (PUT /account/favorites/{hotelId}/2): a member's heart; a visitor is
 * asked to log in first, and the heart is set once the login dialog has logged them in (loginEd).
 */
export function HotelFavouriteButton({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation();
  const loggedIn = useUserStore(selectLoggedIn);
  const ids = useQuery({ ...favouriteHotelIdsQuery(), enabled: loggedIn });
  const toggle = useToggleHotelFavourite();
  const queryClient = useQueryClient();
  const favourite = loggedIn && (ids.data?.has(hotelId) ?? false);
  const wantedAfterLogin = useRef(false);
  const run = () =>
    toggle.mutate(hotelId, {
      onSuccess: (result) =>
        notify('success', t(result.favourite ? 'hotels.favouriteAdded' : 'hotels.favouriteRemoved')),
      onError: (error) => notify('error', error.message),
    });
  const afterLogin = useEffectEvent(async () => {
    if (!wantedAfterLogin.current) return;
    wantedAfterLogin.current = false;
    // Already a favourite of the account just logged in: leave it set rather than toggle it off.
    const saved = await queryClient.fetchQuery(favouriteHotelIdsQuery()).catch(() => new Set<string>());
    if (!saved.has(hotelId)) run();
  });
  useEffect(() => onLoginEd(() => void afterLogin()), []);
  const onClick = () => {
    if (!loggedIn) {
      wantedAfterLogin.current = true;
      useAppStore.getState().setLoginDialogOpen(true);
      return;
    }
    run();
  };
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={favourite}
      disabled={toggle.isPending}
      className={cn(
        'inline-flex h-10 shrink-0 items-center gap-1.5 self-start rounded-full border px-4 text-sm font-medium',
        favourite ? 'border-sixth bg-white text-sixth' : 'border-slate-300 bg-white text-slate-800 hover:border-first',
      )}
      data-testid="hotel-favourite"
    >
      <HeartIcon filled={favourite} className={cn('size-5', favourite && 'text-sixth')} />
      {t('hotels.favourite')}
    </button>
  );
}
