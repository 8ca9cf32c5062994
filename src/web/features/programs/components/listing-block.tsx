import { useId, type ReactNode } from 'react';
import { Card } from '#web/components/ui/card';
import { freshnessText } from '#web/lib/listing-text';
import styles from './blocks.module.css';
import { Freshness } from './freshness';
import { usePageLanguage } from '#web/lib/i18n';
import { listingTexts } from '#web/lib/listing-texts';

interface Stamped<T> {
  data: T;
  updatedAt: string;
  updatedVia: 'provider' | 'feed' | 'demo';
}

interface ListingBlockProps<T> {
  title: string;
  /** The provider's section, or null when they have not reported it. */
  section: Stamped<T> | null;
  now: Date;
  children: (data: T) => ReactNode;
}

/** One section of the provider's listing: its heading, who confirmed it and when, then its facts. */
export function ListingBlock<T>({ title, section, now, children }: ListingBlockProps<T>) {
  const { _ } = usePageLanguage();
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.block}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {section ? (
        <>
          <Freshness>{freshnessText(section, now)}</Freshness>
          {children(section.data)}
        </>
      ) : (
        <p className={styles.notReported}>{_(listingTexts.notReported)}</p>
      )}
    </Card>
  );
}
