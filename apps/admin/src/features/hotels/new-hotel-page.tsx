import type { HotelCreate } from '@storefront/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { shopConfigQuery } from '../../api/catalog-queries';
import { useCreateHotel } from '../../api/hotel-queries';
import { Button, buttonClass } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { LoadError, Loading, Page, Section } from '../../components/ui/page';
import { T } from '../catalog/catalog-text';
import { shopLanguages } from './hotel-editor-page';
import { HotelDetails, type Details } from './hotel-form';
import { HOTEL_FIELDS, textErrorsOf, textsPatchOf, type TextsDraft } from './hotel-text';
import { TextsColumns } from './texts-columns';

type Place = { latitude: string; longitude: string; currency: string };

/** Coordinates as typed → a number within ±limit, or an error. */
const coordinate = (text: string, limit: number) => {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

/** `/hotels/new`: a new hotel's texts, city, stars, times; it starts unpublished, then opens in its editor. */
export function NewHotelPage() {
  const config = useQuery(shopConfigQuery());
  const languages = shopLanguages(config.data);
  const navigate = useNavigate();
  const [texts, setTexts] = useState<TextsDraft>({});
  const [details, setDetails] = useState<Details>({
    location: 'au-nsw-sydney',
    stars: '3',
    checkInTime: '14:00',
    checkOutTime: '10:00',
  });
  const [place, setPlace] = useState<Place>({ latitude: '', longitude: '', currency: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState('');
  const create = useCreateHotel();
  const currency = place.currency || config.data?.currency || '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal('');
    const found = textErrorsOf(texts, HOTEL_FIELDS);
    const body = textsPatchOf(texts, HOTEL_FIELDS) as HotelCreate['texts'];
    if (Object.keys(body).length === 0 && languages[0]) found[`${languages[0]}.name`] = 'Give the hotel a name';
    const latitude = coordinate(place.latitude, 90);
    const longitude = coordinate(place.longitude, 180);
    if (latitude === null) found.latitude = 'A latitude from -90 to 90, e.g. -33.87';
    if (longitude === null) found.longitude = 'A longitude from -180 to 180, e.g. 151.21';
    setErrors(found);
    if (Object.keys(found).length > 0 || latitude === null || longitude === null) return;
    try {
      const hotel = await create.mutateAsync({
        texts: body,
        location: details.location,
        stars: Number(details.stars),
        checkInTime: details.checkInTime,
        checkOutTime: details.checkOutTime,
        latitude,
        longitude,
        ...(currency ? { currency: currency as HotelCreate['currency'] } : {}),
      });
      toast.success('Hotel added, unpublished: add its room types and rate plans, then publish it');
      void navigate(`/hotels/${hotel.id}`);
    } catch (failure) {
      setRefusal(failure instanceof Error ? failure.message : 'The hotel was not added');
    }
  }

  return (
    <Page
      title="New hotel"
      actions={
        <Link to="/hotels" className={buttonClass('secondary')}>
          All hotels
        </Link>
      }
    >
      {config.isPending ? <Loading /> : null}
      {config.isError ? <LoadError error={config.error} /> : null}
      {languages.length > 0 ? (
        <Section title="Hotel">
          <form onSubmit={submit} noValidate aria-label="New hotel" className="flex flex-col gap-4">
            <TextsColumns
              languages={languages}
              fields={HOTEL_FIELDS}
              draft={texts}
              errors={errors}
              onChange={setTexts}
            />
            <HotelDetails details={details} onChange={setDetails} />
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                label="Latitude"
                inputMode="decimal"
                value={place.latitude}
                error={errors.latitude}
                onChange={(e) => setPlace({ ...place, latitude: e.target.value })}
              />
              <TextField
                label="Longitude"
                inputMode="decimal"
                value={place.longitude}
                error={errors.longitude}
                onChange={(e) => setPlace({ ...place, longitude: e.target.value })}
              />
              <SelectField
                label="Currency of its prices"
                value={currency}
                onChange={(e) => setPlace({ ...place, currency: e.target.value })}
              >
                {(config.data?.currencies ?? []).map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </SelectField>
            </div>
            {refusal ? (
              <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-2 text-sm text-red-800">
                {refusal}
              </p>
            ) : null}
            <div>
              <Button type="submit" variant="primary" disabled={create.isPending}>
                {create.isPending ? T.saving : 'Add the hotel'}
              </Button>
            </div>
          </form>
        </Section>
      ) : null}
    </Page>
  );
}
