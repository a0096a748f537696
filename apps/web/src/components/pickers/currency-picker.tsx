import { CURRENCIES, parseCurrencyCode, type CurrencyCode } from '@storefront/contracts';
import { lazy } from '../../lib/lazy';
import { useTranslation } from '../../lib/use-translation';
import { useParams } from 'react-router';
import { useMerchant } from '../../api/merchant-queries';
import { useQueryClient } from '@tanstack/react-query';
import { referenceQueries, useGlobalData } from '../../api/reference-queries';
import { useAppStore } from '../../app/app-store';
import { DeferredMenu, type MenuTrigger } from '../ui/deferred-menu';
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
  const language = useAppStore((s) => s.language);
  const params = useParams();
  const queryClient = useQueryClient();
  const currencies = (merchant?.configure.currencies ?? [])
    .map((value) => parseCurrencyCode(value))
    .filter((value): value is CurrencyCode => value !== null);
  if (!current || currencies.length === 0) return null;

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

  // The currencies' names come from the global data (~35 KB): asked for with the menu's chunk,
  // when the shopper reaches for the picker, not on every page's first load.
  const preload = () => {
    if (language) void queryClient.prefetchQuery(referenceQueries.globalData(language));
    return loadRadioMenu();
  };

  return (
    <DeferredMenu trigger={trigger} preload={preload}>
      <CurrencyMenu
        trigger={trigger}
        label={t('header.currency')}
        current={current}
        currencies={currencies}
        onValueChange={onValueChange}
      />
    </DeferredMenu>
  );
}

/** The open menu: each currency's symbol and code, and its name once the global data is in. */
function CurrencyMenu({
  trigger,
  label,
  current,
  currencies,
  onValueChange,
}: {
  trigger: MenuTrigger;
  label: string;
  current: CurrencyCode;
  currencies: CurrencyCode[];
  onValueChange: (value: string) => void;
}) {
  const global = useGlobalData();
  const titleOf = (code: CurrencyCode) => global.data?.currencies.find((c) => c.value === code)?.title;
  return (
    <RadioMenu
      trigger={trigger}
      label={label}
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
  );
}
