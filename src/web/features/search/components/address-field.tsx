import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { Field } from '#web/components/ui/field';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { cx } from '#web/lib/class-names';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { autocompleteQueryOptions } from '../api/autocomplete';
import styles from './address-field.module.css';
import { LocateButton } from './locate-button';
import { useCurrentAddress } from './use-current-address';
import { useLingui } from '@lingui/react';
import { searchFormTexts } from '../home/search-form-texts';

interface AddressFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** Offers "Use my location" beside the field. */
  locatable?: boolean;
}

const MIN_QUERY_LENGTH = 2;
const DEBOUNCE_MS = 250;

/**
 * An address input with US place suggestions, following the WAI-ARIA combobox pattern: the
 * focus stays in the input, arrow keys move through the list, Enter picks, Escape closes.
 */
export function AddressField({ label, name, value, onChange, hint, locatable = false }: AddressFieldProps) {
  const { _ } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const { data: suggestions = [] } = useQuery({
    ...autocompleteQueryOptions(query),
    enabled: open && query.length >= MIN_QUERY_LENGTH,
    // Keep the last list while the next prefix loads, so it does not flicker on every key.
    placeholderData: keepPreviousData,
  });
  const location = useCurrentAddress((address) => {
    onChange(address);
    setOpen(false);
  });
  const expanded = open && value.trim().length >= MIN_QUERY_LENGTH && suggestions.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(index: number) {
    const suggestion = suggestions[index];
    if (!suggestion) return;
    onChange(suggestion.description);
    setOpen(false);
    setActiveIndex(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      // Cycle through the options and back to the typed text (-1), as the pattern suggests.
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const positions = suggestions.length + 1;
      setActiveIndex((current) => ((current + 1 + step + positions) % positions) - 1);
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      // Picking a suggestion must not also submit the form.
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    // A location the device would not give says nothing about the typed address: shown and
    // announced as an error, but the input stays valid.
    <Field label={label} hint={hint} error={location.error} invalid={false} announceError>
      {(control) => (
        <>
          <div className={styles.row}>
            <div className={styles.combo}>
              <input
                {...control}
                name={name}
                value={value}
                autoComplete="off"
                spellCheck={false}
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={expanded}
                aria-controls={listId}
                aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
                onChange={(event) => {
                  onChange(event.target.value);
                  setOpen(true);
                  setActiveIndex(-1);
                }}
                onKeyDown={onKeyDown}
                onBlur={() => {
                  setOpen(false);
                  setActiveIndex(-1);
                }}
              />
              <ul id={listId} role="listbox" aria-label={_(searchFormTexts.suggestionsLabel(label))} className={styles.list} hidden={!expanded}>
                {suggestions.map((suggestion, index) => (
                  <li
                    key={`${suggestion.description}-${index}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={cx(styles.option, index === activeIndex && styles.active)}
                    // Keep the focus (and the open list) in the input until the click lands.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(index)}
                  >
                    {suggestion.description}
                  </li>
                ))}
              </ul>
            </div>
            {locatable && <LocateButton locating={location.locating} onLocate={location.locate} />}
          </div>
          <VisuallyHidden>
            <span aria-live="polite">{expanded ? _(searchFormTexts.suggestionCount(suggestions.length)) : ''}</span>
          </VisuallyHidden>
        </>
      )}
    </Field>
  );
}
