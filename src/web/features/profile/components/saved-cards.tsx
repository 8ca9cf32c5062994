import { useRef, type ReactNode } from 'react';
import { Button, ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { focusAfterRemoval } from '#web/lib/focus-after-removal';
import type { SavedList } from '#web/lib/saved-list';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './saved-cards.module.css';
import { EmptySavedList, SavedListStatus } from './saved-list-status';
import layout from '#web/components/ui/layout.module.css';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const REMOVE_BUTTON = '[data-remove]';

/** What one card shows: its title, the details under it, where it leads and how Remove is named. */
export interface SavedCard {
  title: string;
  details: ReactNode;
  link: string;
  linkText: string;
  removeLabel: string;
}

interface SavedCardsProps<T extends { id: string }> {
  saved: SavedList<T>;
  errorText: string;
  empty: { icon: ReactNode; title: string; text: string; action: string };
  card: (item: T, index: number) => SavedCard;
}

/** A profile tab of saved things as cards, or its loading, error and empty states. */
export function SavedCards<T extends { id: string }>({ saved, errorText, empty, card }: SavedCardsProps<T>) {
  const { _ } = usePageLanguage();
  // Always rendered, so focus has somewhere to go when the last card is removed.
  const boxRef = useRef<HTMLDivElement>(null);

  const items = saved.records;
  let content;
  if (items.length === 0 && (saved.isLoading || saved.isError)) {
    content = <SavedListStatus isError={saved.isError} errorText={errorText} onRetry={saved.refetch} />;
  } else if (items.length === 0) {
    content = <EmptySavedList {...empty} />;
  } else {
    content = (
      <ul className={cx(listStyles.bare, styles.grid)}>
        {items.map((item, index) => {
          const { title, details, link, linkText, removeLabel } = card(item, index);
          return (
            <li key={item.id}>
              <Card as="article" className={styles.card} aria-label={title}>
                <CardTitle as="h2" className={styles.title}>
                  {title}
                </CardTitle>
                {details}
                <div className={cx(layout.row, layout.gap2, styles.actions)}>
                  <ButtonLink to={link} variant="secondary">
                    {linkText}
                  </ButtonLink>
                  <Button
                    variant="ghost"
                    className={styles.remove}
                    aria-label={removeLabel}
                    data-remove=""
                    onClick={(event) => {
                      focusAfterRemoval(event.currentTarget, boxRef.current, REMOVE_BUTTON);
                      saved.remove(item);
                    }}
                  >
                    {_(profileTexts.remove)}
                  </Button>
                </div>
              </Card>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <div ref={boxRef} tabIndex={-1} className={styles.box}>
      {content}
    </div>
  );
}
