import { LIMITS } from '@storefront/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppStore } from '../../app/app-store';
import { buildLink } from '../../lib/links';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../ui/dialog';

/**
 * The login-or-register dialog (526 px). Sign-in arrives with the identity release, which
 * replaces this body with the login, agreement and complete-information panels; until then it
 * says so instead of showing a form that cannot work.
 */
export default function LoginDialog() {
  const { t } = useTranslation();
  const open = useAppStore((s) => s.loginDialogOpen);
  const setOpen = useAppStore((s) => s.setLoginDialogOpen);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent width={LIMITS.loginDialogWidth} closeLabel={t('common.close')}>
        <DialogTitle className="pr-10 text-xl font-semibold text-fourth">{t('login.title')}</DialogTitle>
        <DialogDescription className="mt-4 leading-relaxed text-slate-700">
          {t('login.notYetAvailable')}
        </DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Link
            to={buildLink('/visitor-order')}
            onClick={() => setOpen(false)}
            className="inline-flex h-10 items-center rounded-full border border-first px-4 text-sm font-semibold text-first hover:bg-seven"
          >
            {t('header.guestOrder')}
          </Link>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className="inline-flex h-10 items-center rounded-full bg-first px-5 text-sm font-semibold text-white hover:opacity-90"
          >
            {t('login.continueBrowsing')}
          </button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
