import { useTranslation } from '../../lib/use-translation';
import { TrashIcon } from '../../components/ui/page-icons';

/** The "recent" title over the visitor's past keywords, with the button that forgets them. */
export function RecentSearchesHeading({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between px-3 pb-1 pt-1">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{t('search.recent')}</p>
      <button
        type="button"
        // Keeps focus in the search field, so the list stays open.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClear}
        className="inline-flex h-8 items-center gap-1 rounded-full px-2.5 text-xs font-medium text-slate-700 hover:bg-seven"
        data-testid="clear-history"
      >
        <TrashIcon className="size-3.5" />
        {t('search.clearHistory')}
      </button>
    </div>
  );
}
