import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import {
  useId,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { cn } from '../../lib/cn';

/** Wait this long after the last key before asking for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 250;

export type SuggestionGroup<T> = {
  key: string;
  /** Shown above the group's options, and only when it has some. */
  heading?: string;
  /** The heading opens the list, so it sits closer to the popup's top edge. */
  headingFirst?: boolean;
  options: readonly T[];
};

export type SuggestionFieldParts = {
  labelProps: ComponentPropsWithRef<'label'>;
  inputProps: ComponentPropsWithRef<'input'>;
  /** Closes the list, e.g. when the field's own form is sent. */
  close: () => void;
};

type Props<T> = {
  text: string;
  onTextChange: (text: string) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly SuggestionGroup<T>[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  optionTestId?: (option: T) => string;
  onChoose: (option: T) => void;
  /** The label, input and buttons around them; spread the parts on the label and the input. */
  renderField: (parts: SuggestionFieldParts) => ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  listLabel: string;
  /** Above the list inside the popup (e.g. a heading with a clear button). */
  popupHeader?: ReactNode;
  className?: string;
  popupClassName: string;
  popupTestId: string;
};

const types = useCombobox.stateChangeTypes;

/**
 * Downshift's defaults, changed where the boxes behaved otherwise before it: arrows step through
 * the input itself (-1) on their way round; a click in the field never closes the list; only focus
 * leaving the whole box closes it (a click on a button in the popup keeps it open); the highlight
 * stays when the pointer leaves the list.
 */
function boxReducer<T>(
  state: UseComboboxState<T>,
  { type, changes, props }: UseComboboxStateChangeOptions<T>,
): Partial<UseComboboxState<T>> {
  switch (type) {
    case types.InputKeyDownArrowDown:
    case types.InputKeyDownArrowUp: {
      const count = props.items.length;
      const from = state.isOpen ? state.highlightedIndex : -1;
      const next = from + (type === types.InputKeyDownArrowDown ? 1 : -1);
      const highlightedIndex = count === 0 || next >= count ? -1 : next < -1 ? count - 1 : next;
      return { ...state, isOpen: true, highlightedIndex };
    }
    case types.InputClick:
    case types.FunctionOpenMenu:
      return { ...state, isOpen: true, highlightedIndex: state.isOpen ? state.highlightedIndex : -1 };
    case types.InputKeyDownEscape:
    case types.FunctionCloseMenu:
      return { ...state, isOpen: false, highlightedIndex: -1 };
    case types.InputBlur:
    case types.MenuMouseLeave:
      return state;
    default:
      return changes;
  }
}

/**
 * A text field with a list of suggestions under it (an ARIA 1.2 combobox, keyboard and pointer
 * handled by downshift's useCombobox), the options in titled groups. The caller owns the text,
 * whether the list is open (it loads suggestions only then) and what a chosen option does.
 */
export function SuggestionCombobox<T>({
  text,
  onTextChange,
  open,
  onOpenChange,
  groups,
  optionKey,
  renderOption,
  optionTestId,
  onChoose,
  renderField,
  inputRef,
  listLabel,
  popupHeader,
  className,
  popupClassName,
  popupTestId,
}: Props<T>) {
  const id = useId();
  const items = groups.flatMap((group) => group.options);
  const optionId = (index: number) => `${id}-opt-${index}`;
  const { highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, openMenu, closeMenu } =
    useCombobox<T>({
      id,
      inputId: `${id}-input`,
      labelId: `${id}-label`,
      menuId: `${id}-list`,
      getItemId: optionId,
      items,
      itemToString: () => text,
      isOpen: open,
      onIsOpenChange: (changes) => onOpenChange(changes.isOpen ?? false),
      inputValue: text,
      // Nothing stays selected: a chosen option is acted on at once (a search, a pick).
      selectedItem: null,
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem !== null && selectedItem !== undefined) onChoose(selectedItem);
      },
      stateReducer: boxReducer,
    });
  const expanded = open && items.length > 0;
  const active = expanded && highlightedIndex >= 0 && highlightedIndex < items.length ? highlightedIndex : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const forTheList =
      event.key === 'ArrowDown' ||
      event.key === 'ArrowUp' ||
      (event.key === 'Escape' && expanded) ||
      (event.key === 'Enter' && active >= 0);
    // Every other key keeps its meaning in a search field: Enter sends the form, Escape clears
    // the text, Home and End move the caret.
    if (!forTheList) (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeMenu();
  };

  const inputProps: ComponentPropsWithRef<'input'> = getInputProps({
    ref: inputRef,
    onKeyDown,
    onChange: (event) => onTextChange(event.currentTarget.value),
    onFocus: openMenu,
    'aria-expanded': expanded,
    'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
  });

  let index = 0;
  const renderGroup = (group: SuggestionGroup<T>) => {
    if (group.options.length === 0) return null;
    return [
      group.heading && (
        <li
          key={`${group.key}-heading`}
          role="presentation"
          className={cn(
            'px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600',
            group.headingFirst ? 'pt-1' : 'pt-3',
          )}
        >
          {group.heading}
        </li>
      ),
      ...group.options.map((option) => {
        const at = index++;
        return (
          <li
            key={optionKey(option)}
            {...getItemProps({ item: option, index: at, 'aria-disabled': undefined })}
            className={cn(
              'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-slate-800',
              at === active ? 'bg-third text-fourth' : 'hover:bg-seven',
            )}
            data-testid={optionTestId?.(option)}
          >
            {renderOption(option)}
          </li>
        );
      }),
    ];
  };

  return (
    <div className={className} onBlur={onBlur}>
      {renderField({ labelProps: getLabelProps(), inputProps, close: closeMenu })}
      <div className={cn(popupClassName, !expanded && 'hidden')} data-testid={popupTestId}>
        {popupHeader}
        <ul {...getMenuProps({ 'aria-label': listLabel })}>{groups.map(renderGroup)}</ul>
      </div>
    </div>
  );
}
