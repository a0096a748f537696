import { Suspense } from 'react';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { useMerchant } from '../../api/merchant-queries';
import { useAppStore } from '../../app/app-store';
import { selectLoggedIn, useUserStore } from '../../app/user-store';
import { buildLink } from '../../lib/links';
import { useNearScreen } from '../../lib/near-screen';

/**
 * The sign-up form loads when the footer nears the screen (or its field is focused): its chunk
 * with the form library and the shared validation rules is the largest a page would otherwise
 * load and run at start (issue 16, total blocking time). Until then the server's HTML and the
 * hydrating render show the same form as plain markup (`NewsletterShape`), so nothing moves.
 */
const NewsletterForm = lazy(() => import('./newsletter-form'));

/** The sign-up form as markup (what newsletter-form.tsx renders), shown until its chunk is loaded. */
function NewsletterShape({ onFocus }: { onFocus?: () => void }) {
  const { t } = useTranslation();
  return (
    <form
      noValidate
      className="flex w-full flex-col gap-2 sm:max-w-md"
      aria-label={t('footer.subscribeTitle')}
      onFocus={onFocus}
      onSubmit={(event) => event.preventDefault()}
    >
      <p className="font-semibold">{t('footer.subscribeTitle')}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1 text-slate-900">
          <input
            type="email"
            autoComplete="email"
            aria-label={t('footer.subscribePlaceholder')}
            placeholder={t('footer.subscribePlaceholder')}
            name="email"
            className="h-10 w-full rounded border border-slate-300 bg-white px-3 py-2 outline-none transition-colors focus:border-first"
          />
        </div>
        <button
          type="submit"
          className="h-10 shrink-0 rounded bg-white px-5 font-semibold text-fourth hover:bg-seven disabled:opacity-60"
        >
          {t('footer.subscribeButton')}
        </button>
      </div>
    </form>
  );
}

/** The newsletter form once the footer is near the screen; its markup until then (server and hydration included). */
function NewsletterSlot() {
  const { near, ref, reveal } = useNearScreen();
  if (!near) {
    return (
      <div ref={ref} className="contents">
        <NewsletterShape onFocus={reveal} />
      </div>
    );
  }
  return (
    <Suspense fallback={<NewsletterShape />}>
      <NewsletterForm />
    </Suspense>
  );
}

/** China's ICP filing register, where a filing number links to. */
const FILING_REGISTER_URL = 'https://beian.miit.gov.cn/';

/** Footer (spec §2): the brand banner with the newsletter sign-up (unless the route turns it off), links, copyright and the filing number for Chinese locales. */
export function Footer() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const language = useAppStore((s) => s.language);
  const banner = useAppStore((s) => s.footerBanner);
  const loggedIn = useUserStore(selectLoggedIn);
  const title = merchant?.common.title ?? '';
  const filingNumber = merchant?.common.filingNumber;
  const showFiling = !!filingNumber && (language === 'zh-CN' || language === 'zh-TW');
  // Set in the back office's settings: a text in the page language and the shop's contact details.
  const footerText = merchant?.common.footerText;
  const contact = merchant?.common.contact;

  return (
    <footer className="mt-auto">
      {banner && merchant && (
        <section
          aria-label={t('footer.bannerLabel')}
          className="border-t-4 border-second bg-fourth text-white"
          data-testid="footer-banner"
        >
          <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
            <div className="flex flex-col gap-1">
              <p className="text-lg font-semibold">{t('footer.bannerTitle', { title })}</p>
              <p className="text-sm text-white/90">{t('footer.bannerText')}</p>
            </div>
            <NewsletterSlot />
          </div>
        </section>
      )}
      <div className="border-t border-slate-200 bg-seven text-sm text-slate-700">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <div className="flex flex-col gap-1">
            <p>
              {title
                ? t('common.copyright', { year: new Date().getFullYear(), title })
                : t('common.copyrightNoTitle', { year: new Date().getFullYear() })}
            </p>
            {footerText && <p className="whitespace-pre-line">{footerText}</p>}
            {contact && (contact.email || contact.phone || contact.address) && <ContactLine contact={contact} />}
            {showFiling && (
              <p>
                <span className="sr-only">{t('common.filingNumber')}: </span>
                <a
                  href={FILING_REGISTER_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline-offset-2 hover:underline"
                >
                  {filingNumber}
                </a>
              </p>
            )}
          </div>
          {merchant && !loggedIn && (
            <Link
              to={buildLink('/visitor-order')}
              className="font-medium text-first underline-offset-2 hover:underline"
            >
              {t('header.guestOrder')}
            </Link>
          )}
        </div>
      </div>
    </footer>
  );
}

type Contact = { email: string; phone: string; address: string };

/** The shop's contact details on one line: mail and phone as links, the address as text. */
function ContactLine({ contact }: { contact: Contact }) {
  const parts = [
    contact.email && (
      <a key="email" href={`mailto:${contact.email}`} className="underline-offset-2 hover:underline">
        {contact.email}
      </a>
    ),
    contact.phone && (
      <a
        key="phone"
        href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
        className="underline-offset-2 hover:underline"
      >
        {contact.phone}
      </a>
    ),
    contact.address && <span key="address">{contact.address}</span>,
  ].filter(Boolean);
  return <address className="flex flex-wrap gap-x-3 gap-y-1 not-italic">{parts}</address>;
}
