import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeLink } from '../lib/links';

/** The honest body of a page whose content arrives in a later release: its title and a note, no made-up data. */
export function ComingSoon({ titleKey, headingLevel = 1 }: { titleKey: ParseKeys; headingLevel?: 1 | 2 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      className={headingLevel === 1 ? 'mx-auto w-full max-w-6xl px-4 py-10 sm:px-6' : 'w-full'}
      data-testid="coming-soon"
    >
      <Heading className="text-2xl font-semibold text-fourth sm:text-3xl">{t(titleKey)}</Heading>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-seven px-6 py-12 text-center">
        <p className="text-lg font-semibold text-slate-900">{t('common.comingSoon')}</p>
        <p className="mx-auto mt-2 max-w-prose text-slate-700">{t('common.comingSoonBody')}</p>
        <Link
          to={homeLink()}
          className="mt-6 inline-flex h-10 items-center rounded-full bg-first px-5 text-sm font-semibold text-white hover:opacity-90"
        >
          {t('error.backHome')}
        </Link>
      </div>
    </section>
  );
}
