import { useEffect, useId, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { Field } from '#web/components/ui/field';
import { Input } from '#web/components/ui/input';
import { cn } from '#web/lib/utils';

export type ComboboxOption = { id: string; label: string };

type PlaceComboboxProps = {
  label: string;
  placeholder?: string;
  hint?: ReactNode;
  error?: string;
  inputValue: string;
  onInputChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** Said by screen readers and shown under the field while the list is open but empty. */
  status: string;
  onPick: (option: ComboboxOption) => void;
  inputRef?: Ref<HTMLInputElement>;
};

// WAI-ARIA combobox with a list popup: focus stays in the input, the active option is
// announced through aria-activedescendant; arrows move, Enter picks, Escape closes.
export function PlaceCombobox(props: PlaceComboboxProps) {
  const { label, placeholder, hint, error, inputValue, onInputChange, options, status, onPick, inputRef } =
    props;
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  // New suggestions start with none active (by content: the parent may rebuild the array each render).
  const optionsKey = options.map((option) => option.id).join('\n');
  const [shownKey, setShownKey] = useState(optionsKey);
  if (shownKey !== optionsKey) {
    setShownKey(optionsKey);
    setActive(-1);
  }
  const open = expanded && options.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const pick = (index: number) => {
    const option = options[index];
    if (!option) return;
    setExpanded(false);
    setActive(-1);
    onPick(option);
  };

  const move = (step: 1 | -1) => {
    setExpanded(true);
    if (options.length === 0) return;
    setActive((index) =>
      index < 0 && step < 0 ? options.length - 1 : (index + step + options.length) % options.length,
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (active >= 0) pick(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setExpanded(false);
      setActive(-1);
    }
  };

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            ref={inputRef}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder={placeholder}
            value={inputValue}
            onChange={(event) => {
              onInputChange(event.target.value);
              setExpanded(true);
            }}
            onFocus={() => setExpanded(true)}
            onBlur={() => setExpanded(false)}
            onKeyDown={onKeyDown}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!open}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
          >
            {options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm text-slate-900',
                  index === active ? 'bg-brand text-white' : 'hover:bg-slate-100',
                )}
                // Keeps focus in the input, so the click lands before the blur closes the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(index)}
              >
                {option.label}
              </li>
            ))}
          </ul>
          <p
            role="status"
            aria-live="polite"
            className={cn(
              'mt-1 text-sm text-slate-600',
              open || !expanded || !status ? 'sr-only' : undefined,
            )}
          >
            {expanded ? status : ''}
          </p>
        </div>
      )}
    </Field>
  );
}
