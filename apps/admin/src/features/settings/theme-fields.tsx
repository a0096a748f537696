import { THEME_COLOR_KEYS, HEX_COLOR, themeContrast, type ThemeColorKey } from '@storefront/contracts';
import { inputClass } from '../../components/ui/field';

/** What each colour paints on the storefront (spec §3 webStyle), so staff know what they change. */
const COLOR_NAMES: Record<ThemeColorKey, string> = {
  firstColor: 'Primary (buttons, links)',
  secondColor: 'Accent',
  thirdColor: 'Light tint (tags)',
  fourthColor: 'Dark brand (footer, headings)',
  fifthColor: 'Warm surface',
  sixthColor: 'Alerts and prices',
  sevenColor: 'Page background',
};

type Style = Record<ThemeColorKey, string>;

export function ThemeFields({ value, onChange }: { value: Style; onChange: (next: Style) => void }) {
  const valid = THEME_COLOR_KEYS.every((key) => HEX_COLOR.test(value[key]));
  const contrast = valid ? themeContrast(value) : null;
  const set = (key: ThemeColorKey, color: string) => onChange({ ...value, [key]: color });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">Theme colours</legend>
      {THEME_COLOR_KEYS.map((key) => {
        const check = contrast?.[key];
        const id = `color-${key}`;
        return (
          <div key={key} className="flex flex-wrap items-center gap-2">
            <input
              type="color"
              aria-label={`${COLOR_NAMES[key]} colour picker`}
              value={HEX_COLOR.test(value[key]) ? value[key] : '#000000'}
              onChange={(e) => set(key, e.target.value)}
              className="h-10 w-12 shrink-0 cursor-pointer rounded border border-slate-400 bg-white"
            />
            <div className="flex min-w-0 flex-1 flex-col">
              <label htmlFor={id} className="text-sm font-medium">
                {COLOR_NAMES[key]}
              </label>
              <input
                id={id}
                className={`${inputClass} font-mono`}
                value={value[key]}
                maxLength={7}
                aria-invalid={!HEX_COLOR.test(value[key]) || undefined}
                aria-describedby={`${id}-check`}
                onChange={(e) => set(key, e.target.value.trim())}
              />
            </div>
            <p id={`${id}-check`} className="w-full text-xs sm:w-40">
              {!HEX_COLOR.test(value[key]) ? (
                <span className="font-medium text-red-700">Use #rrggbb</span>
              ) : check && !check.passesAA ? (
                <span role="alert" className="font-medium text-red-700">
                  Text on it fails WCAG AA ({check.ratio}:1, needs 4.5:1)
                </span>
              ) : check ? (
                <span className="text-green-800">Contrast {check.ratio}:1 passes AA</span>
              ) : null}
            </p>
          </div>
        );
      })}
    </fieldset>
  );
}
