import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ComparedProgram } from '#shared/schemas/compare.js';
import { cx } from '#web/lib/class-names';
import { sourceText } from '#web/lib/catalogue-source-texts';
import { programLink } from '#web/lib/program-link';
import { LICENSING_LIST_LANGUAGE } from '#web/lib/program-kind';
import { compareRows, type CompareLine } from './compare-rows';
import { compareTexts as text } from './compare-texts';
import styles from './compare-table.module.css';
import hidden from '#web/components/ui/visually-hidden.module.css';
import { usePageLanguage } from '#web/lib/i18n';

interface CompareTableProps {
  programs: readonly ComparedProgram[];
  /** Under each program's name: the page's Remove button; nothing in the assistant's answer. */
  columnAction?: (program: ComparedProgram) => ReactNode;
  now?: Date;
}

/**
 * One row per fact, one column per program, the facts' names in a first column that stays in
 * view while the programs scroll sideways on a phone. The best value of a row is marked in words
 * as well as colour, and each fact says where it comes from.
 */
export function CompareTable({ programs, columnAction, now = new Date() }: CompareTableProps) {
  const { _ } = usePageLanguage();
  const rows = compareRows(programs, now);
  return (
    <div className={styles.scroll} role="region" aria-label={_(text.tableLabel)} tabIndex={0}>
      <table className={styles.table} data-columns={programs.length}>
        <caption className={hidden.hidden}>{_(text.tableLabel)}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {programs.map((program) => (
              <th key={program.id} scope="col" className={styles.program}>
                <Link to={programLink(program.id)} className={styles.name}>
                  {program.name}
                </Link>
                <span className={styles.address}>{[program.address, program.city, program.state].filter(Boolean).join(', ')}</span>
                <span className={styles.source}>{sourceText(program.source, program.sourceUpdatedAt)}</span>
                {columnAction?.(program)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={styles.fact}>
                {row.label}
              </th>
              {row.cells.map((cell, column) => {
                const best = row.best.includes(column);
                return (
                  <td key={programs[column]?.id ?? column} className={cx(best && styles.best, cell.missing && styles.missing)}>
                    {best && row.bestText && <strong className={styles.bestTag}>{row.bestText}</strong>}
                    {cell.lines.map((line, index) => (
                      <span key={index} className={styles.line}>
                        <LineText line={line} />
                      </span>
                    ))}
                    {cell.source && <span className={styles.source}>{cell.source}</span>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's line, the licensing list's own words in it marked as the list's language. */
function LineText({ line }: { line: CompareLine }) {
  if (typeof line === 'string') return line;
  return line.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <span key={index} lang={LICENSING_LIST_LANGUAGE}>
        {part.listWords}
      </span>
    ),
  );
}
