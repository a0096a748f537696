import { useEffect, useRef } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { useMerchant } from '../../api/merchant-queries';
import { primaryButton, secondaryButton } from '../../components/ui/button-class';
import { serviceTerms } from './service-terms';

/** The service agreement (spec §1 terms, in English); "read and agree" returns to login with the box ticked. */
export function AgreementPanel({ onAgree, onBack }: { onAgree: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const terms = serviceTerms(merchant?.common.title ?? '');
  const region = useRef<HTMLDivElement>(null);
  useEffect(() => region.current?.focus({ preventScroll: true }), []);

  return (
    <div data-panel="agreement">
      <div
        ref={region}
        tabIndex={0}
        role="region"
        aria-label={t('agreement.termsLabel')}
        lang="en"
        className="max-h-[min(60vh,32rem)] overflow-y-auto rounded-lg border border-slate-200 bg-seven p-4 text-sm leading-relaxed text-slate-800 sm:p-5"
      >
        <p>{terms.intro}</p>
        {terms.sections.map((section) => (
          <section key={section.heading} className="mt-4">
            <h3 className="font-semibold text-fourth">{section.heading}</h3>
            <p className="mt-1">{section.body}</p>
          </section>
        ))}
      </div>
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onBack} className={secondaryButton}>
          {t('agreement.back')}
        </button>
        <button type="button" onClick={onAgree} className={primaryButton}>
          {t('agreement.readAndAgree')}
        </button>
      </div>
    </div>
  );
}
