import {
  HOTEL_EDIT_LIMITS,
  type AdminHotel,
  type AdminRoomType,
  type RoomTypePatch,
  type SiteLanguage,
} from '@storefront/contracts';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { usePatchRoomType } from '../../api/hotel-queries';
import { Button } from '../../components/ui/button';
import { FormError } from '../../components/ui/field';
import { Section } from '../../components/ui/page';
import { T } from '../catalog/catalog-text';
import { ROOM_TYPE_FIELDS, textErrorsOf, textsDraftOf, textsPatchOf, type TextsDraft } from './hotel-text';
import { RatePlanForm } from './rate-plan-form';
import { OccupancyFields, occupancyBody, occupancyErrors, type Occupancy } from './room-occupancy';
import { TextsColumns } from './texts-columns';

type Props = { hotel: AdminHotel; room: AdminRoomType; index: number; languages: readonly SiteLanguage[] };

/** "Plan 2: breakfast included · free cancellation up to 7 days": the plan as the storefront sells it. */
const planName = (plan: AdminRoomType['ratePlans'][number], n: number) =>
  `Plan ${n + 1}: ${plan.breakfastIncluded ? 'breakfast included' : 'room only'} · ${
    plan.freeCancelDays === null ? 'non-refundable' : `free cancellation up to ${plan.freeCancelDays} days`
  }`;

const roomName = (room: AdminRoomType, index: number) =>
  Object.values(room.texts).find((t) => t?.name)?.name ?? `Room type ${index + 1}`;

/** A room type: its texts and occupancy, then each of its rate plans. */
export function RoomTypeCard({ hotel, room, index, languages }: Props) {
  return (
    <Section title={`Room type: ${roomName(room, index)}`}>
      <RoomTypeForm hotelId={hotel.id} room={room} languages={languages} />
      <h3 className="mt-4 mb-2 text-sm font-semibold text-slate-900">Rate plans</h3>
      <ul className="flex flex-col gap-3">
        {room.ratePlans.map((plan, n) => (
          <li key={plan.id} className="rounded-md border border-slate-200 p-3">
            <RatePlanForm hotel={hotel} plan={plan} name={planName(plan, n)} />
          </li>
        ))}
      </ul>
      <AddRatePlan hotel={hotel} room={room} />
    </Section>
  );
}

/**
 * "Add rate plan": the plan's terms, then its nights are opened in its rates calendar. A hotel at
 * the cap of rate plans over all its room types is told so instead.
 */
export function AddRatePlan({ hotel, room }: { hotel: AdminHotel; room: AdminRoomType }) {
  const [open, setOpen] = useState(false);
  const plans = hotel.roomTypes.reduce((n, type) => n + type.ratePlans.length, 0);
  if (plans >= HOTEL_EDIT_LIMITS.ratePlansMax) {
    return (
      <p className="mt-3 text-sm text-slate-600">
        {HOTEL_EDIT_LIMITS.ratePlansMax} rate plans over the hotel’s room types: the most a hotel can have.
      </p>
    );
  }
  if (!open) {
    return (
      <div className="mt-3">
        <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
          Add rate plan
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-3 rounded-md border border-dashed border-slate-300 p-3">
      <RatePlanForm hotel={hotel} roomTypeId={room.id} name="New rate plan" onDone={() => setOpen(false)} />
    </div>
  );
}

function RoomTypeForm({
  hotelId,
  room,
  languages,
}: {
  hotelId: number;
  room: AdminRoomType;
  languages: readonly SiteLanguage[];
}) {
  const [texts, setTexts] = useState<TextsDraft>(() => textsDraftOf(room.texts, ROOM_TYPE_FIELDS));
  const [occupancy, setOccupancy] = useState<Occupancy>({
    maxAdults: String(room.maxAdults),
    maxChildren: String(room.maxChildren),
    size: String(room.size),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const patch = usePatchRoomType(hotelId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = textErrorsOf(texts, ROOM_TYPE_FIELDS);
    Object.assign(found, occupancyErrors(occupancy));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: RoomTypePatch = {
      texts: textsPatchOf(texts, ROOM_TYPE_FIELDS) as RoomTypePatch['texts'],
      ...occupancyBody(occupancy),
    };
    try {
      await patch.mutateAsync({ roomTypeId: room.id, body });
      toast.success('Room type saved');
    } catch (failure) {
      setErrors({ form: failure instanceof Error ? failure.message : 'Not saved' });
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Room type" className="flex flex-col gap-3">
      <details open={room.missingTranslations.length > 0} className="rounded-md border border-slate-200 p-2">
        <summary className="cursor-pointer text-sm font-medium text-slate-900">
          Room texts in {languages.length} languages
          {room.missingTranslations.length > 0 ? ` (${T.missingTranslation.toLowerCase()})` : ''}
        </summary>
        <div className="mt-3">
          <TextsColumns
            languages={languages}
            fields={ROOM_TYPE_FIELDS}
            draft={texts}
            errors={errors}
            onChange={setTexts}
          />
        </div>
      </details>
      <OccupancyFields occupancy={occupancy} errors={errors} onChange={setOccupancy} />
      <FormError message={errors.form} />
      <div>
        <Button type="submit" variant="primary" disabled={patch.isPending}>
          {patch.isPending ? T.saving : 'Save the room type'}
        </Button>
      </div>
    </form>
  );
}
