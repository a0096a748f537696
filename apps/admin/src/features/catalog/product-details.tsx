import { PRODUCT_TAGS_MAX, PRODUCT_TOPICS_MAX } from '@storefront/contracts';
import { categories, hotTopics, labelsWithInstant, locations, TAG_IDS, tags } from '@storefront/reference-data';
import { SelectField, TextField } from '../../components/ui/field';
import { T } from './catalog-text';
import { DURATION_UNITS, durationMinutes, isInstant, type DurationUnit, type ProductDraft } from './product-draft';

type Props = {
  draft: ProductDraft;
  set: (patch: Partial<ProductDraft>) => void;
  /** Country ids the shop sells in (its storefront's locations); all when empty. */
  countries: readonly string[];
};

/** Category, place (country › state › city), duration and the two promises a shopper reads first. */
export function ProductDetails({ draft, set, countries }: Props) {
  const tree = locations('en-AU').filter((country) => countries.length === 0 || countries.includes(country.id));
  const minutes = durationMinutes(draft);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        label={T.category}
        value={draft.category ?? ''}
        required
        onChange={(e) => set({ category: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">Choose a category</option>
        {categories('en-AU').map((group) => (
          <optgroup key={group.id} label={group.title}>
            {group.classificationCollection.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {sub.title}
              </option>
            ))}
          </optgroup>
        ))}
      </SelectField>
      <SelectField
        label={T.location}
        value={draft.location}
        required
        onChange={(e) => set({ location: e.target.value })}
      >
        <option value="">Choose a city</option>
        {tree.flatMap((country) =>
          (country.collection ?? []).map((state) => (
            <optgroup key={state.id} label={`${country.title} › ${state.title}`}>
              {(state.collection ?? []).map((city) => (
                <option key={city.id} value={city.id}>
                  {city.title}
                </option>
              ))}
            </optgroup>
          )),
        )}
      </SelectField>
      <div className="flex items-end gap-2">
        <TextField
          label={T.duration}
          inputMode="numeric"
          value={draft.duration}
          onChange={(e) => set({ duration: e.target.value })}
          error={Number.isNaN(minutes) ? 'A whole number, or empty when not stated' : undefined}
          className="flex-1"
        />
        <SelectField
          label="Unit"
          value={draft.durationUnit}
          onChange={(e) => set({ durationUnit: e.target.value as DurationUnit })}
        >
          {Object.keys(DURATION_UNITS).map((unit) => (
            <option key={unit} value={unit}>
              {unit}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex flex-col justify-end gap-2">
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={isInstant(draft)}
            onChange={(e) => set({ tags: labelsWithInstant(draft.tags, e.target.checked) })}
          />
          {T.instantConfirmation}: places confirmed at payment
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={draft.refundable} onChange={(e) => set({ refundable: e.target.checked })} />
          {T.refundable}: shoppers may ask for a refund
        </label>
      </div>
      {/* The "Instant Confirmation" label is the checkbox above: one control for one promise. */}
      <LabelBoxes
        legend={`${T.tags} (up to ${PRODUCT_TAGS_MAX})`}
        options={tags('en-AU').filter((tag) => tag.id !== TAG_IDS.instantConfirmation)}
        value={draft.tags.filter((id) => id !== TAG_IDS.instantConfirmation)}
        max={PRODUCT_TAGS_MAX - (isInstant(draft) ? 1 : 0)}
        onChange={(next) => set({ tags: labelsWithInstant(next, isInstant(draft)) })}
      />
      <LabelBoxes
        legend={`Hot topics (up to ${PRODUCT_TOPICS_MAX})`}
        options={hotTopics('en-AU')}
        value={draft.topics}
        max={PRODUCT_TOPICS_MAX}
        onChange={(next) => set({ topics: next })}
      />
    </div>
  );
}

function LabelBoxes(props: {
  legend: string;
  options: readonly { id: number; title: string }[];
  value: number[];
  max: number;
  onChange: (value: number[]) => void;
}) {
  const full = props.value.length >= props.max;
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{props.legend}</legend>
      <div className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-4">
        {props.options.map((option) => {
          const checked = props.value.includes(option.id);
          return (
            <label key={option.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={(e) =>
                  props.onChange(
                    e.target.checked ? [...props.value, option.id] : props.value.filter((id) => id !== option.id),
                  )
                }
              />
              {option.title}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
