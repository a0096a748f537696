import type { AdminHotel, HotelPatch, SiteLanguage } from '@storefront/contracts';
import { locations } from '@storefront/reference-data';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { usePatchHotel } from '../../api/hotel-queries';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { T } from '../catalog/catalog-text';
import { HOTEL_FIELDS, textErrorsOf, textsDraftOf, textsPatchOf, type TextsDraft } from './hotel-text';
import { TextsColumns } from './texts-columns';

export type Details = { location: string; stars: string; checkInTime: string; checkOutTime: string };

/** The hotel's texts in each language, its city, stars and check-in / check-out times; one save. */
export function HotelForm({ hotel, languages }: { hotel: AdminHotel; languages: readonly SiteLanguage[] }) {
  const [texts, setTexts] = useState<TextsDraft>(() => textsDraftOf(hotel.texts, HOTEL_FIELDS));
  const [details, setDetails] = useState<Details>({
    location: hotel.location,
    stars: String(hotel.stars),
    checkInTime: hotel.checkInTime,
    checkOutTime: hotel.checkOutTime,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const patch = usePatchHotel(hotel.id);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal('');
    const found = textErrorsOf(texts, HOTEL_FIELDS);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: HotelPatch = {
      texts: textsPatchOf(texts, HOTEL_FIELDS) as HotelPatch['texts'],
      location: details.location,
      stars: Number(details.stars),
      checkInTime: details.checkInTime,
      checkOutTime: details.checkOutTime,
    };
    try {
      await patch.mutateAsync(body);
      toast.success('Saved: the storefront shows it now');
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The hotel was not saved');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Hotel details" className="flex flex-col gap-4">
      <TextsColumns languages={languages} fields={HOTEL_FIELDS} draft={texts} errors={errors} onChange={setTexts} />
      <HotelDetails details={details} onChange={setDetails} />
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800">
          {refusal}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="primary" disabled={patch.isPending}>
          {patch.isPending ? T.saving : T.save}
        </Button>
      </div>
    </form>
  );
}

export function HotelDetails({ details, onChange }: { details: Details; onChange: (details: Details) => void }) {
  const set = (patch: Partial<Details>) => onChange({ ...details, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <SelectField label={T.location} value={details.location} onChange={(e) => set({ location: e.target.value })}>
        {locations('en-AU').flatMap((country) =>
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
      <SelectField label="Stars" value={details.stars} onChange={(e) => set({ stars: e.target.value })}>
        {[1, 2, 3, 4, 5].map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Check-in from"
        type="time"
        value={details.checkInTime}
        onChange={(e) => set({ checkInTime: e.target.value })}
      />
      <TextField
        label="Check-out by"
        type="time"
        value={details.checkOutTime}
        onChange={(e) => set({ checkOutTime: e.target.value })}
      />
    </div>
  );
}

/** Publish or unpublish: the storefront's search and hotel page follow at once. */
export function HotelStatus({ hotel }: { hotel: AdminHotel }) {
  const patch = usePatchHotel(hotel.id);
  const next = hotel.status === 'published' ? 'unpublished' : 'published';
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={patch.isPending}
      onClick={() =>
        patch.mutate(
          { status: next },
          {
            onSuccess: () => toast.success(next === 'published' ? 'Published' : 'Unpublished'),
            onError: (failure) => toast.error(failure.message),
          },
        )
      }
    >
      {next === 'published' ? T.publish : T.unpublish}
    </Button>
  );
}
