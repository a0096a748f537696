import { parseSiteLanguage, type SiteLanguage } from '@storefront/contracts';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { useMerchant } from '../../api/merchant-queries';
import { useAppStore } from '../../app/app-store';
import { DeferredMenu } from '../ui/deferred-menu';
import { ChevronDownIcon, GlobeIcon } from '../ui/icons';
import { switchLocale } from './switch-locale';
import { pickerTriggerClass } from './trigger-class';

const loadRadioMenu = () => import('../ui/radio-menu');
const RadioMenu = lazy(loadRadioMenu);

/** The languages the merchant offers, each named in itself; choosing one reloads the page in it. */
export function LanguagePicker() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const current = useAppStore((s) => s.language);
  const params = useParams();
  const languages = (merchant?.configure.languages ?? [])
    .map((value) => parseSiteLanguage(value))
    .filter((value): value is SiteLanguage => value !== null);
  if (!current || languages.length === 0) return null;

  const trigger = {
    className: pickerTriggerClass,
    label: t('header.languageCurrent', { language: t(`languageNames.${current}`) }),
    testId: 'language-picker',
    content: (
      <>
        <GlobeIcon />
        <span className="hidden md:inline">{t(`languageNames.${current}`)}</span>
        <span className="md:hidden">{t(`languageShort.${current}`)}</span>
        <ChevronDownIcon className="hidden size-4 sm:block" />
      </>
    ),
  };
  const onValueChange = (value: string) => {
    const language = parseSiteLanguage(value);
    if (language && language !== current) switchLocale(params, { language });
  };

  return (
    <DeferredMenu trigger={trigger} preload={loadRadioMenu}>
      <RadioMenu
        trigger={trigger}
        label={t('header.language')}
        value={current}
        onValueChange={onValueChange}
        options={languages.map((language) => ({
          value: language,
          label: t(`languageNames.${language}`),
          lang: language,
        }))}
      />
    </DeferredMenu>
  );
}
