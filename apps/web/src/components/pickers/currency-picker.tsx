import { CURRENCIES, parseCurrencyCode, type CurrencyCode } from '@storefront/contracts';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { useMerchant } from '../../api/merchant-queries';
import { useGlobalData } from '../../api/reference-queries';
import { useAppStore } from '../../app/app-store';
import { DeferredMenu } from '../ui/deferred-menu';
import { ChevronDownIcon } from '../ui/icons';
import { switchLocale } from './switch-locale';
import { pickerTriggerClass } from './trigger-class';

const loadRadioMenu = () => import('../ui/radio-menu');
const RadioMenu = lazy(loadRadioMenu);

export const currencySymbol = (code: CurrencyCode) => CURRENCIES.find((c) => c.code === code)?.symbol ?? code;

/** The currencies the merchant offers, shown as symbol and code (e.g. `A$ AUD`). */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const merchant = useMerchant();
  const current = useAppStore((s) => s.currency);
  const params = useParams();
  const global = useGlobalData();
  const currencies = (merchant?.configure.currencies ?? [])
    .map((value) => parseCurrencyCode(value))
    .filter((value): value is CurrencyCode => value !== null);
  if (!current || currencies.length === 0) return null;

  const titleOf = (code: CurrencyCode) => global.data?.currencies.find((c) => c.value === code)?.title;
  const trigger = {
    className: pickerTriggerClass,
    label: t('header.currencyCurrent', { currency: `${currencySymbol(current)} ${current}` }),
    testId: 'currency-picker',
    content: (
      <>
        <span data-testid="currency-symbol">{currencySymbol(current)}</span>
        <span>{current}</span>
        <ChevronDownIcon className="hidden size-4 sm:block" />
      </>
    ),
  };
  const onValueChange = (value: string) => {
    const currency = parseCurrencyCode(value);
    if (currency && currency !== current) switchLocale(params, { currency });
  };

  return (
    <DeferredMenu trigger={trigger} preload={loadRadioMenu}>
      <RadioMenu
        trigger={trigger}
        label={t('header.currency')}
        value={current}
        onValueChange={onValueChange}
        options={currencies.map((code) => ({
          value: code,
          label: (
            <>
              <span className="w-10 shrink-0 font-medium">{currencySymbol(code)}</span>
              <span>{code}</span>
              {titleOf(code) && <span className="text-slate-600">{titleOf(code)}</span>}
            </>
          ),
        }))}
      />
    </DeferredMenu>
  );
}
