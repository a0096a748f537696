import { useQuery, useQueryClient, type UseMutationResult, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useAppStore } from '../../app/app-store';
import { onLoginEd } from '../../app/login-events';
import { notify } from '../../app/notify';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { cn } from '../../lib/cn';
import { HeartIcon } from './icons';

export type FavouriteToggleProps = {
  /** The product code or hotel id the heart is for. */
  id: string;
  /** The member's saved ids of this kind. */
  savedQuery: UseQueryOptions<Set<string>, Error, Set<string>, string[]>;
  toggle: UseMutationResult<{ favourite: boolean }, Error, string>;
  /** Texts already translated: the button's label and the two toasts. */
  texts: { label: string; added: string; removed: string };
  testId: string;
};

/**
 * The favourite heart of a product or hotel page: a member's toggle; a visitor is asked to log
 * in first, and the heart is set once the login dialog has logged them in (spec §4 loginEd).
 */
export function FavouriteToggle({ id, savedQuery, toggle, texts, testId }: FavouriteToggleProps) {
  const loggedIn = useUserStore(selectLoggedIn);
  const saved = useQuery({ ...savedQuery, enabled: loggedIn });
  const queryClient = useQueryClient();
  const favourite = loggedIn && (saved.data?.has(id) ?? false);
  const wantedAfterLogin = useRef(false);
  const run = () =>
    toggle.mutate(id, {
      onSuccess: (result) =>
        notify('success', result.favourite ? texts.added : texts.removed, { subject: 'favourite' }),
      onError: (error) => notify('error', error.message, { subject: 'favourite' }),
    });
  const afterLogin = useEffectEvent(async () => {
    if (!wantedAfterLogin.current) return;
    wantedAfterLogin.current = false;
    // Already a favourite of the account just logged in: leave it set rather than toggle it off.
    const ids = await queryClient.fetchQuery(savedQuery).catch(() => new Set<string>());
    if (!ids.has(id)) run();
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
      data-testid={testId}
    >
      <HeartIcon filled={favourite} className={cn('size-5', favourite && 'text-sixth')} />
      {texts.label}
    </button>
  );
}
