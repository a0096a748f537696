import type { RoomTypeCreate, SiteLanguage } from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useAddRoomType } from '../../api/hotel-queries';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Section } from '../../components/ui/page';
import { T } from '../catalog/catalog-text';
import { ROOM_TYPE_FIELDS, textErrorsOf, textsPatchOf, type TextsDraft } from './hotel-text';
import { TextsColumns } from './texts-columns';

type Occupancy = { maxAdults: string; maxChildren: string; size: string };

/** "Add room type": a new room type's texts and occupancy; it sells once a rate plan of it has nights open. */
export function AddRoomType({ hotelId, languages }: { hotelId: number; languages: readonly SiteLanguage[] }) {
  const [open, setOpen] = useState(false);
  const [texts, setTexts] = useState<TextsDraft>({});
  const [occupancy, setOccupancy] = useState<Occupancy>({ maxAdults: '2', maxChildren: '0', size: '20' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddRoomType(hotelId);
  const set = (change: Partial<Occupancy>) => setOccupancy({ ...occupancy, ...change });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = textErrorsOf(texts, ROOM_TYPE_FIELDS);
    const body = textsPatchOf(texts, ROOM_TYPE_FIELDS) as RoomTypeCreate['texts'];
    if (Object.keys(body).length === 0 && languages[0]) found[`${languages[0]}.name`] = 'Give the room type a name';
    const whole = (key: keyof Occupancy, min: number, max: number) => {
      const n = Number(occupancy[key]);
      if (!/^\d+$/.test(occupancy[key]) || n < min || n > max) found[key] = `A whole number from ${min} to ${max}`;
    };
    whole('maxAdults', 1, 10);
    whole('maxChildren', 0, 6);
    whole('size', 1, 2000);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await add.mutateAsync({
        texts: body,
        maxAdults: Number(occupancy.maxAdults),
        maxChildren: Number(occupancy.maxChildren),
        size: Number(occupancy.size),
      });
      toast.success('Room type added: now add a rate plan and open its nights');
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : 'Not added' });
    }
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
        <div className="grid grid-cols-3 gap-2 sm:max-w-lg">
          <TextField
            label="Adults"
            inputMode="numeric"
            value={occupancy.maxAdults}
            error={errors.maxAdults}
            onChange={(e) => set({ maxAdults: e.target.value })}
          />
          <TextField
            label="Children"
            inputMode="numeric"
            value={occupancy.maxChildren}
            error={errors.maxChildren}
            onChange={(e) => set({ maxChildren: e.target.value })}
          />
          <TextField
            label="Size (m²)"
            inputMode="numeric"
            value={occupancy.size}
            error={errors.size}
            onChange={(e) => set({ size: e.target.value })}
          />
        </div>
        {errors.form ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.form}
          </p>
        ) : null}
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
