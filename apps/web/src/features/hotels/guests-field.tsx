import { HOTEL_LIMITS } from '@storefront/contracts';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { cn } from '../../lib/cn';
import { MinusIcon, PlusIcon, UsersIcon } from './hotel-icons';
import {
  CHILD_AGES,
  missingChildAges,
  partyFromDraft,
  partyTotals,
  toDraft,
  withAdults,
  withChildAge,
  withChildren,
  withRoomAdded,
  withRoomRemoved,
  type DraftRoom,
  type PartyRoom,
} from './party';
import { fieldButton } from './stay-field';

const stepButton =
  'inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-slate-800 hover:border-first disabled:cursor-not-allowed disabled:opacity-40';

function Stepper({
  label,
  hint,
  value,
  min,
  max,
  onChange,
  testId,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex items-center gap-3 py-1.5">
      <div className="min-w-0 flex-1">
        <p id={id} className="text-sm font-medium text-slate-900">
          {label}
        </p>
        {hint && <p className="text-xs text-slate-600">{hint}</p>}
      </div>
      <div className="flex items-center gap-2" role="group" aria-labelledby={id}>
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(value - 1)}
          disabled={value <= min}
          aria-label={t('hotels.guests.fewer', { what: label })}
          data-testid={`${testId}-minus`}
        >
          <MinusIcon />
        </button>
        <output className="w-6 text-center text-sm font-semibold tabular-nums" data-testid={`${testId}-value`}>
          {value}
        </output>
        <button
          type="button"
          className={stepButton}
          onClick={() => onChange(value + 1)}
          disabled={value >= max}
          aria-label={t('hotels.guests.more', { what: label })}
          data-testid={`${testId}-plus`}
        >
          <PlusIcon />
        </button>
      </div>
    </div>
  );
}

/** One room of the party: adults, children and an age for each child (0–17, required). */
function RoomEditor({
  room,
  index,
  count,
  showMissing,
  onChange,
  onRemove,
}: {
  room: DraftRoom;
  index: number;
  count: number;
  showMissing: boolean;
  onChange: (room: DraftRoom) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <fieldset className="border-b border-slate-200 pb-3 pt-2 last:border-b-0" data-testid={`room-${number}`}>
      <div className="flex items-center justify-between">
        <legend className="text-sm font-semibold text-fourth">{t('hotels.guests.room', { number })}</legend>
        {count > 1 && (
          <button
            type="button"
            onClick={onRemove}
            className="inline-flex min-h-9 items-center rounded px-1 text-sm font-medium text-first hover:underline"
            aria-label={t('hotels.guests.removeRoomNamed', { number })}
          >
            {t('hotels.guests.removeRoom')}
          </button>
        )}
      </div>
      <Stepper
        label={t('hotels.guests.adults')}
        hint={t('hotels.guests.adultsHint')}
        value={room.adultNum}
        min={1}
        max={HOTEL_LIMITS.maxAdultsPerRoom}
        onChange={(value) => onChange(withAdults(room, value))}
        testId={`room-${number}-adults`}
      />
      <Stepper
        label={t('hotels.guests.children')}
        hint={t('hotels.guests.childrenHint', { max: HOTEL_LIMITS.maxChildAge })}
        value={room.childAges.length}
        min={0}
        max={HOTEL_LIMITS.maxChildrenPerRoom}
        onChange={(value) => onChange(withChildren(room, value))}
        testId={`room-${number}-children`}
      />
      {room.childAges.length > 0 && (
        <div className="mt-1 grid grid-cols-2 gap-2">
          {room.childAges.map((age, child) => {
            const missing = showMissing && age === null;
            const id = `room-${number}-child-${child + 1}`;
            return (
              <label key={id} className="flex flex-col gap-1 text-xs text-slate-700">
                {t('hotels.guests.childAge', { number: child + 1 })}
                <select
                  value={age ?? ''}
                  onChange={(event) =>
                    onChange(withChildAge(room, child, event.target.value === '' ? null : Number(event.target.value)))
                  }
                  aria-invalid={missing || undefined}
                  className={cn(
                    'h-10 rounded-lg border bg-white px-2 text-sm text-slate-900',
                    missing ? 'border-sixth ring-1 ring-sixth' : 'border-slate-300',
                  )}
                  data-testid={`${id}-age`}
                >
                  <option value="">{t('hotels.guests.chooseAge')}</option>
                  {CHILD_AGES.map((value) => (
                    <option key={value} value={value}>
                      {value === 0 ? t('hotels.guests.ageUnderOne') : t('hotels.guests.age', { count: value })}
                    </option>
                  ))}
                </select>
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}

/** "2 adults · 1 child · 1 room" */
export function usePartySummary(rooms: readonly PartyRoom[]) {
  const { t } = useTranslation();
  const totals = partyTotals(rooms);
  return [
    t('hotels.guests.adultCount', { count: totals.adults }),
    totals.children > 0 ? t('hotels.guests.childCount', { count: totals.children }) : null,
    t('hotels.guests.roomCount', { count: totals.rooms }),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Rooms and guests (spec §3 `rooms`): 1–8 rooms, each with 1–8 adults and 0–6 children whose ages
 * (0–17) must all be chosen before the party is used. Closing with a missing age keeps the old party.
 */
export function GuestsField({
  rooms,
  onChange,
  className,
}: {
  rooms: readonly PartyRoom[];
  onChange: (rooms: PartyRoom[]) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DraftRoom[]>(() => toDraft(rooms));
  const [showMissing, setShowMissing] = useState(false);
  const summary = usePartySummary(rooms);
  const missing = missingChildAges(draft);

  const openChange = (next: boolean) => {
    if (next) {
      setDraft(toDraft(rooms));
      setShowMissing(false);
    } else {
      const party = partyFromDraft(draft);
      if (party) onChange(party);
    }
    setOpen(next);
  };

  const done = () => {
    const party = partyFromDraft(draft);
    if (!party) {
      setShowMissing(true);
      return;
    }
    onChange(party);
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <Popover.Trigger className={cn(fieldButton, className)} data-testid="guests-field">
        <UsersIcon className="size-5 shrink-0 text-first" />
        <span className="min-w-0 flex-1">
          <span className="block text-xs text-slate-600">{t('hotels.guests.label')}</span>
          <span className="block truncate text-sm font-semibold text-slate-900" data-testid="guests-summary">
            {summary}
          </span>
        </span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={t('hotels.guests.dialog')}
          className="z-[60] flex max-h-[min(36rem,var(--radix-popover-content-available-height))] w-[22rem] max-w-[calc(100vw-1rem)] flex-col rounded-2xl border border-slate-200 bg-white shadow-xl"
          data-testid="guests-popover"
        >
          <div className="min-h-0 flex-1 overflow-y-auto px-4 pt-2">
            {draft.map((room, index) => (
              <RoomEditor
                key={index}
                room={room}
                index={index}
                count={draft.length}
                showMissing={showMissing}
                onChange={(next) => setDraft((rooms) => rooms.map((r, i) => (i === index ? next : r)))}
                onRemove={() => setDraft((rooms) => withRoomRemoved(rooms, index))}
              />
            ))}
          </div>
          <div className="border-t border-slate-200 px-4 pb-4 pt-3">
            {showMissing && missing.length > 0 && (
              <p role="alert" className="mb-2 text-sm font-medium text-sixth" data-testid="guests-error">
                {t('hotels.guests.missingAges', { max: HOTEL_LIMITS.maxChildAge })}
              </p>
            )}
            <div className="flex items-center justify-between gap-3">
              <button
                type="button"
                onClick={() => setDraft((rooms) => withRoomAdded(rooms))}
                disabled={draft.length >= HOTEL_LIMITS.maxRooms}
                className="inline-flex min-h-10 items-center gap-1 rounded-full px-2 text-sm font-semibold text-first hover:bg-seven disabled:cursor-not-allowed disabled:opacity-50"
                data-testid="add-room"
              >
                <PlusIcon />
                {t('hotels.guests.addRoom')}
              </button>
              <button
                type="button"
                onClick={done}
                className="inline-flex h-10 items-center rounded-full bg-first px-5 text-sm font-semibold text-white hover:opacity-90"
                data-testid="guests-done"
              >
                {t('hotels.guests.done')}
              </button>
            </div>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
