import { useTranslation } from '../../lib/use-translation';
import type { SuggestionFieldParts } from '../../components/combobox/suggestion-combobox';
import { ClearTextButton, SuggestionInput } from '../../components/combobox/suggestion-parts';
import { SearchIcon } from '../../components/ui/icons';

type Props = SuggestionFieldParts & {
  hasText: boolean;
  onClear: () => void;
  onSubmit: () => void;
};

/** The search box's pill: icon, the keyword field (its label for screen readers), clear and search buttons. */
export function SearchField({ labelProps, inputProps, close, hasText, onClear, onSubmit }: Props) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        close();
        onSubmit();
      }}
      className="flex items-center gap-2 rounded-full border border-slate-300 bg-white p-1.5 pl-4 shadow-sm focus-within:border-first focus-within:ring-2 focus-within:ring-first/30"
    >
      <SearchIcon className="size-5 shrink-0 text-slate-500" />
      <label {...labelProps} className="sr-only">
        {t('search.label')}
      </label>
      <SuggestionInput
        inputProps={inputProps}
        placeholder={t('search.placeholder')}
        className="h-10 flex-1 text-base text-slate-900 placeholder:text-slate-500"
        data-testid="search-input"
      />
      {hasText && <ClearTextButton label={t('search.clearText')} onClear={onClear} />}
      <button
        type="submit"
        className="inline-flex h-10 shrink-0 items-center rounded-full bg-first px-5 text-sm font-semibold text-white hover:opacity-90"
      >
        {t('common.search')}
      </button>
    </form>
  );
}
