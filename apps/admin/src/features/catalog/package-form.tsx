import type { AdminPackage, PriceType, SiteLanguage } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { usePackageSave } from '../../api/catalog-queries';
import { Button } from '../../components/ui/button';
import { FormError, TextField } from '../../components/ui/field';
import { LANGUAGE_NAMES, priceLabel, PRICE_TYPE_NAMES } from './catalog-text';
import {
  buildPackage,
  packageDraftOf,
  PERSON_TYPES,
  type PackageDraft,
  type PackageErrors,
  type PriceDraft,
} from './package-draft';

type Props = {
  pcode: string;
  currency: string;
  languages: readonly SiteLanguage[];
  pack: AdminPackage | null;
  onDone: () => void;
};

/** A package's names per language and its prices (typed in major units) with age bands. */
export function PackageForm({ pcode, currency, languages, pack, onDone }: Props) {
  const [draft, setDraft] = useState<PackageDraft>(() => packageDraftOf(pack, currency));
  const [errors, setErrors] = useState<PackageErrors>({});
  const [refusal, setRefusal] = useState('');
  const save = usePackageSave(pcode);
  const setPrice = (type: PriceType, patch: Partial<PriceDraft>) =>
    setDraft({ ...draft, prices: { ...draft.prices, [type]: { ...draft.prices[type], ...patch } } });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal('');
    const built = buildPackage(draft, currency);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    try {
      await save.mutateAsync({ gcode: pack?.gcode ?? null, body: built.body });
      toast.success(pack ? 'Package saved' : 'Package added: fill its calendar to sell it');
      onDone();
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The package was not saved');
    }
  }

  const types: PriceType[] = draft.mode === 'unit' ? ['unit'] : [...PERSON_TYPES];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {languages.map((language) => (
        <TextField
          key={language}
          label={`Package name (${LANGUAGE_NAMES[language]})`}
          lang={language}
          value={draft.titles[language] ?? ''}
          error={language === languages[0] ? errors.titles : undefined}
          onChange={(e) => setDraft({ ...draft, titles: { ...draft.titles, [language]: e.target.value } })}
        />
      ))}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="mb-1 font-medium text-slate-800">Priced</legend>
        {(['person', 'unit'] as const).map((mode) => (
          <label key={mode} className="flex items-center gap-2">
            <input
              type="radio"
              name="mode"
              checked={draft.mode === mode}
              onChange={() => setDraft({ ...draft, mode })}
            />
            {mode === 'person' ? 'Per person' : 'Per unit'}
          </label>
        ))}
      </fieldset>
      {types.map((type) => (
        <PriceFields
          key={type}
          type={type}
          currency={currency}
          value={draft.prices[type]}
          errors={errors}
          onChange={(patch) => setPrice(type, patch)}
        />
      ))}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={draft.onSale}
          onChange={(e) => setDraft({ ...draft, onSale: e.target.checked })}
        />
        On sale
      </label>
      <FormError message={refusal} />
      <div className="flex justify-end gap-2">
        <Button onClick={onDone}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save package'}
        </Button>
      </div>
    </form>
  );
}

function PriceFields(props: {
  type: PriceType;
  currency: string;
  value: PriceDraft;
  errors: PackageErrors;
  onChange: (patch: Partial<PriceDraft>) => void;
}) {
  const { type, currency, value, errors, onChange } = props;
  const optional = type === 'child' || type === 'senior';
  return (
    <fieldset className="rounded-md border border-slate-200 p-2">
      <legend className="px-1 text-sm font-medium text-slate-800">
        {optional ? (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={value.sold} onChange={(e) => onChange({ sold: e.target.checked })} />
            Sell {PRICE_TYPE_NAMES[type].toLowerCase()} places
          </label>
        ) : (
          `${PRICE_TYPE_NAMES[type]} price`
        )}
      </legend>
      {!optional || value.sold ? (
        <div className="grid grid-cols-2 gap-2">
          <TextField
            label={priceLabel(type, currency)}
            inputMode="decimal"
            value={value.price}
            error={errors[`${type}.price`]}
            onChange={(e) => onChange({ price: e.target.value })}
          />
          <TextField
            label="Before discount"
            inputMode="decimal"
            value={value.originalPrice}
            error={errors[`${type}.originalPrice`]}
            onChange={(e) => onChange({ originalPrice: e.target.value })}
          />
          {type === 'unit' ? null : (
            <>
              <TextField
                label={`${PRICE_TYPE_NAMES[type]} from age`}
                inputMode="numeric"
                value={value.minAge}
                error={errors[`${type}.minAge`]}
                onChange={(e) => onChange({ minAge: e.target.value })}
              />
              <TextField
                label={`${PRICE_TYPE_NAMES[type]} to age`}
                inputMode="numeric"
                value={value.maxAge}
                error={errors[`${type}.maxAge`]}
                onChange={(e) => onChange({ maxAge: e.target.value })}
              />
            </>
          )}
        </div>
      ) : null}
    </fieldset>
  );
}
