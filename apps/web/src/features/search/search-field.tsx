import { useTranslation } from 'react-i18next';
import type { SuggestionFieldParts } from '../../components/combobox/suggestion-combobox';
import { CloseIcon, SearchIcon } from '../../components/ui/icons';

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
      <input
        {...inputProps}
        type="search"
        enterKeyHint="search"
        maxLength={100}
        placeholder={t('search.placeholder')}
        className="h-10 min-w-0 flex-1 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
        data-testid="search-input"
      />
      {hasText && (
        <button
          type="button"
          onClick={onClear}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-seven"
          aria-label={t('search.clearText')}
        >
          <CloseIcon className="size-4" />
        </button>
      )}
      <button
        type="submit"
        className="inline-flex h-10 shrink-0 items-center rounded-full bg-first px-5 text-sm font-semibold text-white hover:opacity-90"
      >
        {t('common.search')}
      </button>
    </form>
  );
}
