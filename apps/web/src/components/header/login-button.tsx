import { useTranslation } from '../../lib/use-translation';
import { useAppStore } from '../../app/app-store';
import { UserIcon } from '../ui/icons';

/** Logged out: opens the login-or-register dialog. */
export function LoginButton() {
  const { t } = useTranslation();
  const openLogin = useAppStore((s) => s.setLoginDialogOpen);
  return (
    <button
      type="button"
      onClick={() => openLogin(true)}
      className="inline-flex h-10 min-w-10 shrink-0 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold text-first hover:bg-seven sm:border sm:border-first sm:px-4"
    >
      <UserIcon className="size-5 sm:hidden" />
      <span className="sr-only sm:not-sr-only">{t('header.login')}</span>
    </button>
  );
}
