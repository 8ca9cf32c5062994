import { cx } from '#web/lib/class-names';
import styles from './page-hero.module.css';

/** The title band at the top of the content pages (blog, about, how it works, contact). */
export function PageHero({ title, subtitle, roomBelow = false }: { title: string; subtitle: string; roomBelow?: boolean }) {
  return (
    <header className={cx(styles.hero, roomBelow && styles.roomBelow)}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.subtitle}>{subtitle}</p>
    </header>
  );
}
