import {
  FORM_MESSAGES,
  LIMITS,
  stripCjk,
  validateValue,
  type FormValues,
  type ValidationRule,
} from '@storefront/contracts';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefCallback } from 'react';
import {
  useController,
  useFormContext,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type Validate,
} from 'react-hook-form';
import type { ParseKeys } from 'i18next';
import { useTranslation } from '../../lib/use-translation';
import { useFormRegistry } from './form';

/** Props for the control a FormItem renders; spread them on an input or pass them to a custom control. */
export interface FormFieldProps<T extends FieldValues = FieldValues, N extends FieldPath<T> = FieldPath<T>> {
  id: string;
  name: N;
  value: FieldPathValue<T, N>;
  /** A change event, or the new value from a custom control. */
  onChange: (eventOrValue: unknown) => void;
  onBlur: () => void;
  /** Lets the form focus the first invalid field on submit. */
  ref: RefCallback<HTMLElement>;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
  /** Border and focus styles, red (`--color-sixth`) while invalid. */
  className: string;
}

export interface FormItemProps<T extends FieldValues = FieldValues, N extends FieldPath<T> = FieldPath<T>> {
  name: N;
  label?: ReactNode;
  /** Rules of spec §5 (`rules.required()`, `rules.email()`, …) from @storefront/contracts. */
  rules?: readonly ValidationRule[];
  /** The item's error text (i18n key) for rules without their own, e.g. a blank required field. */
  message?: string;
  /**
   * Strip CJK characters while typing (spec §5), saying so at once with `cjkMessage` (an i18n
   * key; default: Latin letters and digits only) so the keystrokes never vanish silently.
   */
  noCjk?: boolean;
  cjkMessage?: string;
  /** A short help text under the field, read with it (`aria-describedby`) before any error. */
  hint?: ReactNode;
  /** On change, if filled: upper-case the text. */
  upCase?: boolean;
  /** On change, if filled: trim surrounding whitespace. */
  trim?: boolean;
  /** `required` treats 0 as filled. */
  zeroNotNull?: boolean;
  className?: string;
  children: (field: FormFieldProps<T, N>) => ReactNode;
}

export const fieldClassName =
  'rounded border border-slate-300 px-3 py-2 outline-none transition-colors focus:border-first ' +
  'aria-[invalid=true]:border-sixth';

/** Inputs whose change events are keystrokes (validated after the debounce); others commit at once. */
const NOT_TYPED = new Set([
  'checkbox',
  'radio',
  'file',
  'range',
  'color',
  'date',
  'datetime-local',
  'month',
  'time',
  'week',
]);

function readChange(eventOrValue: unknown): { value: unknown; typed: boolean } {
  const target =
    eventOrValue !== null && typeof eventOrValue === 'object' && 'target' in eventOrValue
      ? (eventOrValue.target as Partial<HTMLInputElement> | null)
      : null;
  if (!target || !('value' in target)) return { value: eventOrValue, typed: false };
  if (target.type === 'checkbox') return { value: target.checked, typed: false };
  const typed = target.tagName === 'TEXTAREA' || (target.tagName === 'INPUT' && !NOT_TYPED.has(target.type ?? ''));
  return { value: target.value, typed };
}

/**
 * One labelled field with its rules (spec §5). Validates on input (debounced
 * `LIMITS.validationDebounceMs`), on blur and on change; shows the translated error of the first
 * failing rule. A text field's change is its commit (the native `change` fires just before blur),
 * so trim and upCase apply on blur and before submit, while typing only strips CJK.
 */
export function FormItem<T extends FieldValues = FieldValues, N extends FieldPath<T> = FieldPath<T>>({
  name,
  label,
  rules = [],
  message,
  noCjk,
  cjkMessage = 'form.latinOnly',
  hint,
  upCase,
  trim,
  zeroNotNull,
  className = 'flex flex-col gap-1',
  children,
}: FormItemProps<T, N>) {
  const { t } = useTranslation();
  const { trigger, getValues, setValue, getFieldState, setError } = useFormContext<T>();
  const registry = useFormRegistry();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const options = useRef({ rules, message, zeroNotNull, upCase, trim });
  useLayoutEffect(() => {
    options.current = { rules, message, zeroNotNull, upCase, trim };
  });

  // One validate entry per rule, so the error's `type` says which rule failed (for its params).
  const validate = Object.fromEntries(
    rules.map((_, index) => [
      String(index),
      (value: unknown, values: T) => {
        const current = options.current;
        const rule = current.rules[index];
        if (!rule) return true;
        const failure = validateValue(value, [rule], {
          values: values as FormValues,
          zeroNotNull: current.zeroNotNull,
          message: current.message,
        });
        return failure ? failure.message : true;
      },
    ]),
  ) as Record<string, Validate<FieldPathValue<T, N>, T>>;

  const { field, fieldState } = useController<T, N>({ name, rules: { validate } });

  const validateNow = useCallback(async () => {
    await trigger(name);
    if (!registry) return;
    const dependents = [...registry.entries()]
      .filter(([other, entry]) => other !== name && entry.deps.includes(name))
      .map(([other]) => other as FieldPath<T>)
      .filter((other) => {
        const state = getFieldState(other);
        return state.isTouched || state.invalid;
      });
    if (dependents.length > 0) await trigger(dependents);
  }, [trigger, name, registry, getFieldState]);

  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const cancelDebounce = () => clearTimeout(debounce.current);
  useEffect(() => () => clearTimeout(debounce.current), []);

  const commit = useCallback(() => {
    const { upCase: upper, trim: trimmed } = options.current;
    const value: unknown = getValues(name);
    if (typeof value !== 'string' || value === '' || (!upper && !trimmed)) return;
    let next = trimmed ? value.trim() : value;
    if (upper) next = next.toUpperCase();
    if (next !== value) setValue(name, next as FieldPathValue<T, N>, { shouldDirty: true });
  }, [getValues, setValue, name]);

  const deps = rules.flatMap((rule) => rule.deps ?? []).join('\n');
  useEffect(() => {
    if (!registry) return;
    registry.set(name, { deps: deps ? deps.split('\n') : [], commit });
    return () => {
      registry.delete(name);
    };
  }, [registry, name, deps, commit]);

  const onChange = (eventOrValue: unknown) => {
    const change = readChange(eventOrValue);
    const value = noCjk && typeof change.value === 'string' ? stripCjk(change.value) : change.value;
    field.onChange(value);
    cancelDebounce();
    if (value !== change.value) {
      // Kept until the next keystroke validates again: the shopper sees why 王 did not appear.
      setError(name, { type: 'cjk', message: cjkMessage });
    } else if (change.typed) {
      debounce.current = setTimeout(() => void validateNow(), LIMITS.validationDebounceMs);
    } else {
      commit();
      void validateNow();
    }
  };

  const onBlur = () => {
    cancelDebounce();
    commit();
    field.onBlur();
    // A field left empty by stripping keeps saying why, rather than turning into "required".
    if (getFieldState(name).error?.type === 'cjk' && !getValues(name)) return;
    void validateNow();
  };

  const error = fieldState.error;
  const failedRule = error ? rules[Number(error.type)] : undefined;
  const errorKey = typeof error?.message === 'string' && error.message ? error.message : FORM_MESSAGES.default;
  // A blank field names itself ("Last name is required"); the generic text stays the default for
  // items without a plain-text label (spec §5).
  const ownBlankText =
    errorKey === FORM_MESSAGES.default && failedRule?.type === 'required' && typeof label === 'string' && label
      ? t('form.requiredField', { field: label })
      : null;
  const required = rules.some((rule) => rule.type === 'required');
  const describedBy = [hint !== undefined ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      {label !== undefined && (
        <label htmlFor={id} className="text-sm text-slate-700">
          {label}
          {required && (
            <span aria-hidden="true" className="ml-0.5 text-sixth">
              *
            </span>
          )}
        </label>
      )}
      {children({
        id,
        name,
        value: field.value,
        onChange,
        onBlur,
        ref: field.ref,
        'aria-invalid': Boolean(error),
        'aria-required': required || undefined,
        'aria-describedby': describedBy,
        className: fieldClassName,
      })}
      {hint !== undefined && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-xs text-sixth">
          {ownBlankText ?? t(errorKey as ParseKeys, { ...failedRule?.params, defaultValue: t(FORM_MESSAGES.default) })}
        </p>
      )}
    </div>
  );
}
