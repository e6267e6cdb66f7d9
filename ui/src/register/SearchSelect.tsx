import { type KeyboardEvent, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldControlProps } from "../components/FormField";
import { filterOptions } from "./search";

export interface SearchSelectProps<T> extends FieldControlProps {
  readonly options: readonly T[];
  readonly value: T | undefined;
  readonly optionKey: (option: T) => number | string;
  readonly optionLabel: (option: T) => string;
  /** Called with an option only: the select cannot be cleared (spec 2.4). */
  readonly onChange: (option: T) => void;
  readonly placeholder?: string;
  readonly disabled?: boolean;
  readonly name?: string;
}

/**
 * A searchable select (combobox with a list box). Typing filters; Arrow keys move,
 * Enter chooses, Escape closes. It never empties: leaving it without a choice keeps the
 * value it had, which is how the spec's non-clearable selects behave.
 */
export function SearchSelect<T>({
  options,
  value,
  optionKey,
  optionLabel,
  onChange,
  placeholder,
  disabled,
  name,
  ...control
}: SearchSelectProps<T>) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const shown = useMemo(() => filterOptions(options, query, optionLabel), [options, query, optionLabel]);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (option: T | undefined) => {
    if (option !== undefined) onChange(option);
    setOpen(false);
    setQuery("");
  };

  const openList = () => {
    if (disabled) return;
    const current = value === undefined ? -1 : shown.findIndex((o) => optionKey(o) === optionKey(value));
    setActive(Math.max(0, current));
    setOpen(true);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) openList();
        else setActive((i) => Math.min(shown.length - 1, i + 1));
        break;
      case "ArrowUp":
        event.preventDefault();
        setActive((i) => Math.max(0, i - 1));
        break;
      case "Enter":
        if (open) {
          event.preventDefault();
          choose(shown[active]);
        }
        break;
      case "Escape":
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          choose(undefined);
        }
        break;
      case "Tab":
        choose(undefined);
        break;
    }
  }

  return (
    <div className={`search-select${open ? " search-select--open" : ""}`}>
      <input
        {...control}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shown[active] !== undefined ? optionId(active) : undefined}
        className="input search-select__input"
        value={open ? query : value === undefined ? "" : optionLabel(value)}
        placeholder={open && value !== undefined ? optionLabel(value) : (placeholder ?? t("common.choose"))}
        disabled={disabled}
        // Focus alone does not open the list (a modal focuses its first field); the text is
        // selected so that typing starts a new search.
        onFocus={(event) => event.target.select()}
        onClick={() => !open && openList()}
        onBlur={() => choose(undefined)}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      <span className="search-select__arrow" aria-hidden="true" />
      {open && (
        <div id={listId} className="search-select__list" role="listbox">
          {shown.length === 0 && <div className="search-select__empty">{t("common.nothingFound")}</div>}
          {shown.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard drives the combobox input (aria-activedescendant)
            <div
              key={optionKey(option)}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={value !== undefined && optionKey(option) === optionKey(value)}
              className={`search-select__option${index === active ? " search-select__option--active" : ""}`}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              {optionLabel(option)}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
