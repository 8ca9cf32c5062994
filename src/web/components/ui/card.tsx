import type { HTMLAttributes } from 'react';
import { cx } from '#web/lib/class-names';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  /** The element the card is: a list item in a list of cards, a section when it has a heading. */
  as?: 'div' | 'section' | 'li' | 'article';
}

/** A framed card; its content stacks with an even gap. */
export function Card({ as: Element = 'div', className, ...props }: CardProps) {
  return <Element className={cx(styles.card, className)} {...props} />;
}

interface CardTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The heading level that fits the card's place in the page outline. */
  as: 'h2' | 'h3';
}

/** A card's heading, one step above body text. */
export function CardTitle({ as: Heading, className, ...props }: CardTitleProps) {
  return <Heading className={cx(styles.title, className)} {...props} />;
}
