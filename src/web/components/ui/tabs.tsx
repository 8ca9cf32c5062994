import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '#web/lib/class-names';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
  /** A line icon (icon.module.css's stroked) before the label; hidden on narrow phones. */
  icon?: ReactNode;
  panel: ReactNode;
}

interface TabsProps<T extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one tab stop for the list, arrow keys,
 * Home and End move between tabs. Hidden panels stay mounted so what a parent typed survives
 * switching tabs.
 */
export function Tabs<T extends string>({ label, items, selected, onSelect, className }: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === selected);
    const last = items.length - 1;
    const next = { ArrowRight: index + 1 > last ? 0 : index + 1, ArrowLeft: index - 1 < 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  }

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={moveFocus}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={isSelected ? 0 : -1}
              className={cx(styles.tab, isSelected && styles.selected)}
              onClick={() => onSelect(item.id)}
            >
              {item.icon}
              <span>{item.label}</span>
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selected}
          className={styles.panel}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
}
