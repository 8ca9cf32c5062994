import { useRef, type ReactNode } from 'react';
import { messages } from '#shared/messages.js';
import { Button, ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import { focusAfterRemoval } from '#web/lib/focus-after-removal';
import styles from './saved-cards.module.css';
import { EmptySavedList, SavedListStatus } from './saved-list-status';

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
  items: readonly T[];
  status: { isLoading: boolean; isError: boolean; refetch: () => void };
  errorText: string;
  empty: { icon: ReactNode; title: string; text: string; action: string };
  card: (item: T, index: number) => SavedCard;
  onRemove: (item: T) => void;
}

/** A profile tab of saved things as cards, or its loading, error and empty states. */
export function SavedCards<T extends { id: string }>({ items, status, errorText, empty, card, onRemove }: SavedCardsProps<T>) {
  // Always rendered, so focus has somewhere to go when the last card is removed.
  const boxRef = useRef<HTMLDivElement>(null);

  let content;
  if (items.length === 0 && (status.isLoading || status.isError)) {
    content = <SavedListStatus isError={status.isError} errorText={errorText} onRetry={status.refetch} />;
  } else if (items.length === 0) {
    content = <EmptySavedList {...empty} />;
  } else {
    content = (
      <ul className={styles.grid}>
        {items.map((item, index) => {
          const { title, details, link, linkText, removeLabel } = card(item, index);
          return (
            <li key={item.id}>
              <Card as="article" className={styles.card} aria-label={title}>
                <CardTitle as="h2" className={styles.title}>
                  {title}
                </CardTitle>
                {details}
                <div className={styles.actions}>
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
                      onRemove(item);
                    }}
                  >
                    {messages.profilePage.remove}
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
