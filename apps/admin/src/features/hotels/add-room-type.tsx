import { HOTEL_EDIT_LIMITS, type RoomTypeCreate, type SiteLanguage } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useAddRoomType } from '../../api/hotel-queries';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/field';
import { Section } from '../../components/ui/page';
import { T } from '../catalog/catalog-text';
import { ROOM_TYPE_FIELDS, textErrorsOf, textsPatchOf, type TextsDraft } from './hotel-text';
import { OccupancyFields, occupancyBody, occupancyErrors, type Occupancy } from './room-occupancy';
import { TextsColumns } from './texts-columns';

/**
 * "Add room type": a new room type's texts and occupancy; it sells once a rate plan of it has
 * nights open. A hotel at the cap (`HOTEL_EDIT_LIMITS`, which the server enforces) is told so instead.
 */
export function AddRoomType({
  hotelId,
  roomTypes,
  languages,
}: {
  hotelId: number;
  /** How many room types the hotel has. */
  roomTypes: number;
  languages: readonly SiteLanguage[];
}) {
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<TextsDraft>({});
  const [occupancy, setOccupancy] = useState<Occupancy>({ maxAdults: '2', maxChildren: '0', size: '20' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddRoomType(hotelId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = textErrorsOf(texts, ROOM_TYPE_FIELDS);
    const body = textsPatchOf(texts, ROOM_TYPE_FIELDS) as RoomTypeCreate['texts'];
    if (Object.keys(body).length === 0 && languages[0]) found[`${languages[0]}.name`] = 'Give the room type a name';
    Object.assign(found, occupancyErrors(occupancy));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await add.mutateAsync({
        texts: body,
        ...occupancyBody(occupancy),
      });
      toast.success('Room type added: now add a rate plan and open its nights');
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : 'Not added' });
    }
  }

  if (roomTypes >= HOTEL_EDIT_LIMITS.roomTypesMax) {
    return (
      <p className="text-sm text-slate-600">{HOTEL_EDIT_LIMITS.roomTypesMax} room types: the most a hotel can have.</p>
    );
  }
  if (!open) {
    return (
      <div>
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          Add room type
        </Button>
      </div>
    );
  }
  return (
    <Section title="New room type">
      <form onSubmit={submit} noValidate aria-label="New room type" className="flex flex-col gap-3">
        <TextsColumns
          languages={languages}
          fields={ROOM_TYPE_FIELDS}
          draft={texts}
          errors={errors}
          onChange={setTexts}
        />
        <OccupancyFields occupancy={occupancy} errors={errors} onChange={setOccupancy} />
        <FormError message={errors.form} />
        <div className="flex gap-2">
          <Button type="submit" variant="primary" disabled={add.isPending}>
            {add.isPending ? T.saving : 'Add the room type'}
          </Button>
          <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </div>
      </form>
    </Section>
  );
}
