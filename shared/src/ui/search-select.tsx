// Select with search (WAI-ARIA 1.2 combobox + listbox): the input is the combobox, options are
// found by a search store (search.store.ts: the text after `minChars` (spec §9: 1), debounced, is
// the key of a fetcher store; the caller makes it in useMemo), the active option is
// announced through aria-activedescendant. Keys: ↓/↑ move, Enter picks, Escape closes (and only
// then lets Escape reach an enclosing modal). spec §2 City picker, §8 "No results found."
// A list that allows new values (`onCreate`) ends with «Добавить <typed text>» (spec §9
// Dropdown add-item label 'Add '), an ordinary option for mouse and keyboard alike.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { t } from '../i18n.ts';
import type { SearchStore } from '../search.store.ts';
import { uiStrings } from './ui.strings.ts';
import './ui.css';

export interface SelectOption<T = unknown> {
  value: number | string;
  label: string;
  data?: T;
}

export interface SearchSelectProps<T> {
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  value: SelectOption<T> | null;
  onChange: (option: SelectOption<T>) => void;
  /** What the typed text finds (createSearchStore); SearchSelect sets its text. */
  search: SearchStore<SelectOption<T>>;
  /** Shown while the query is shorter than `minChars`; defaults to `[value]`. */
  initialOptions?: SelectOption<T>[];
  minChars?: number;
  noResults?: ReactNode | ((query: string) => ReactNode);
  searchingText?: string;
  hint?: ReactNode;
  autoFocus?: boolean;
  defaultOpen?: boolean;
  /**
   * Keep the list open when focus leaves (Escape or a choice closes it). For a list laid out in
   * the flow of a dialog: closing it on blur would move the dialog's other buttons under the
   * pointer between press and release, and the click would be lost.
   */
  keepOpenOnBlur?: boolean;
  id?: string;
  className?: string;
  /** As a form field: an asterisk after the label (spec §5) and aria-required. */
  required?: boolean;
  /** As a form field: the error under it, tied by aria-invalid and aria-describedby. */
  error?: string | null;
  /**
   * The list allows new values: after a search, unless an option reads exactly as typed, the
   * last option is «Добавить <text>» and picking it calls `onCreate` with the trimmed text.
   */
  onCreate?: (text: string) => void;
}

/** The value of the add-item option; never a real option's value (those are numbers or ids). */
const CREATE_VALUE = '\u0000create';

export function SearchSelect<T>(props: SearchSelectProps<T>) {
  const { label, hideLabel, placeholder, value, onChange, search, minChars = 1, noResults = t.dropdown.noResults,
    searchingText = t.dropdown.searching, hint = uiStrings.typeToSearch, autoFocus, defaultOpen = false, keepOpenOnBlur = false, className } = props;
  const autoId = useId();
  const inputId = props.id ?? autoId;
  const listId = `${inputId}-list`;
  const errorId = props.error ? `${inputId}-error` : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState<string | null>(null); // null: not editing, show `value`
  const [open, setOpen] = useState(defaultOpen);
  const [active, setActive] = useState(0);
  const result = useStore(search.$result);

  const trimmed = (query ?? '').trim();
  const searching = trimmed.length >= minChars;
  // The answer is this text's only once the store has it (it follows the text after a pause).
  const status = !searching ? 'idle' : result.text === trimmed && !result.loading ? 'done' : 'searching';
  const found = status === 'done' ? result.options : [];
  const initial = props.initialOptions ?? (value ? [value] : []);
  const offerCreate = Boolean(props.onCreate) && searching && status === 'done'
    && !found.some((o) => o.label.trim().toLocaleLowerCase('ru') === trimmed.toLocaleLowerCase('ru'));
  const createOption: SelectOption<T> = { value: CREATE_VALUE, label: `${uiStrings.addItem}${trimmed}` };
  const options = searching ? (status === 'done' ? (offerCreate ? [...found, createOption] : found) : []) : initial;

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  useEffect(() => {
    search.setText(searching ? trimmed : '');
  }, [search, trimmed, searching]);

  // New options start at the first one.
  useEffect(() => {
    if (status === 'done') setActive(0);
  }, [status, result]);

  const pick = (option: SelectOption<T>) => {
    setQuery(null);
    setOpen(false);
    if (option.value === CREATE_VALUE) props.onCreate?.(trimmed);
    else onChange(option);
  };
  const close = () => { setOpen(false); setQuery(null); };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) { setOpen(true); setActive(0); } else setActive((i) => Math.min(i + 1, options.length - 1));
        break;
      case 'ArrowUp':
        e.preventDefault();
        setActive((i) => Math.max(i - 1, 0));
        break;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (option) { e.preventDefault(); pick(option); }
        break;
      }
      case 'Escape':
        if (open) { e.preventDefault(); e.stopPropagation(); close(); }
        break;
    }
  };

  const activeOption = open ? options[active] : undefined;
  const optionId = (i: number) => `${inputId}-opt-${i}`;
  let note: ReactNode = null;
  if (searching && status === 'searching') note = searchingText;
  else if (searching && found.length === 0 && !offerCreate) note = typeof noResults === 'function' ? noResults(trimmed) : noResults;
  else if (!searching && options.length === 0) note = hint;

  return (
    <div
      className={['ui-select', className].filter(Boolean).join(' ')}
      // Focus may move from the input into a link of the "no results" note (spec §2: write to
      // support); close only when it leaves the whole control.
      onBlur={(e) => { if (!keepOpenOnBlur && !e.currentTarget.contains(e.relatedTarget as Node | null)) close(); }}
    >
      <label htmlFor={inputId} className={hideLabel ? 'ui-visually-hidden' : 'ui-field__label'}>
        {label}{props.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="ui-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeOption ? optionId(active) : undefined}
        aria-required={props.required || undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        placeholder={placeholder}
        value={query ?? value?.label ?? ''}
        onChange={(e) => { setQuery(e.target.value); setOpen(true); setActive(0); }}
        onFocus={(e) => e.target.select()}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div className="ui-select__list" hidden={!open} onMouseDown={(e) => e.preventDefault() /* keep focus in the input; clicks still fire */}>
        {note !== null && <div className="ui-select__note" role="status">{note}</div>}
        <ul id={listId} role="listbox" aria-label={label} className="ui-select__options">
          {options.map((option, i) => (
            <li
              key={String(option.value)}
              id={optionId(i)}
              role="option"
              aria-selected={value?.value === option.value}
              className={i === active ? 'ui-select__option ui-select__option--active' : 'ui-select__option'}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      </div>
      {errorId && <p id={errorId} className="ui-error">{props.error}</p>}
    </div>
  );
}
