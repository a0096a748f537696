import type { KeywordSuggestion } from '@storefront/contracts';
import type { ComponentPropsWithRef } from 'react';
import { cn } from '../../lib/cn';
import { CloseIcon } from '../ui/icons';

// The pieces both suggestion boxes (keyword search, hotel destination) draw the same way.

/** Longest text a suggestion box sends (the keyword rules of the search and hotel APIs). */
const TEXT_MAX = 100;

/** The box's text field: a search input whose browser clear button gives way to ours. */
export function SuggestionInput({
  inputProps,
  className,
  ...rest
}: { inputProps: ComponentPropsWithRef<'input'> } & Pick<
  ComponentPropsWithRef<'input'>,
  'placeholder' | 'className'
> & { 'data-testid': string }) {
  return (
    <input
      {...inputProps}
      {...rest}
      type="search"
      enterKeyHint="search"
      maxLength={TEXT_MAX}
      className={cn('min-w-0 bg-transparent outline-none [&::-webkit-search-cancel-button]:hidden', className)}
    />
  );
}

/** Empties the box's text; named for what it clears. */
export function ClearTextButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button
      type="button"
      onClick={onClear}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-seven"
      aria-label={label}
    >
      <CloseIcon className="size-4" />
    </button>
  );
}

/** A suggested product, place or hotel: its title, where it is, and what kind of thing it is. */
export function SuggestionLines({ suggestion, kindLabel }: { suggestion: KeywordSuggestion; kindLabel: string }) {
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{suggestion.title}</span>
        {suggestion.subtitle && <span className="block truncate text-xs text-slate-600">{suggestion.subtitle}</span>}
      </span>
      <span className="shrink-0 text-xs text-slate-600">{kindLabel}</span>
    </>
  );
}
