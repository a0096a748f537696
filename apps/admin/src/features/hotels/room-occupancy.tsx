import { TextField } from '../../components/ui/field';

/** A room type's occupancy as typed: whole numbers checked before anything is sent. */
export type Occupancy = { maxAdults: string; maxChildren: string; size: string };

const LIMITS: Record<keyof Occupancy, [min: number, max: number]> = {
  maxAdults: [1, 10],
  maxChildren: [0, 6],
  size: [1, 2000],
};

/** Each field that is not a whole number within its limits, with the words that say so. */
export function occupancyErrors(occupancy: Occupancy): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, [min, max]] of Object.entries(LIMITS) as [keyof Occupancy, [number, number]][]) {
    const n = Number(occupancy[key]);
    if (!/^\d+$/.test(occupancy[key]) || n < min || n > max) found[key] = `A whole number from ${min} to ${max}`;
  }
  return found;
}

/** The occupancy as the API takes it (after `occupancyErrors` found nothing). */
export const occupancyBody = (occupancy: Occupancy) => ({
  maxAdults: Number(occupancy.maxAdults),
  maxChildren: Number(occupancy.maxChildren),
  size: Number(occupancy.size),
});

/** Adults, children and size side by side. */
export function OccupancyFields({
  occupancy,
  errors,
  onChange,
}: {
  occupancy: Occupancy;
  errors: Record<string, string>;
  onChange: (occupancy: Occupancy) => void;
}) {
  const set = (change: Partial<Occupancy>) => onChange({ ...occupancy, ...change });
  return (
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
  );
}
