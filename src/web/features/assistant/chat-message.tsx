import { memo, useContext } from 'react';
import { Link } from 'react-router';
import { AGE_GROUPS, CHILDCARE_CATEGORIES, isOneOf } from '#shared/constants.js';
import { formatMiles } from '#web/lib/format';
import { programLink } from '#web/lib/program-link';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { cx } from '#web/lib/class-names';
import type { ChatBlock, ChatMessage as Message, FoundProgram, SourceLink } from './chat-blocks';
import { CatalogueCompareSlot } from './catalogue-compare-slot';
import { CompareTable } from './compare-table';
import layout from '#web/components/ui/layout.module.css';
import avatarStyles from '#web/components/ui/avatar.module.css';
import styles from './chat-message.module.css';
import { i18n } from '#web/lib/i18n';
import { nameList } from '#web/lib/name-list';
import { programTexts } from '#web/lib/program-texts';
import { assistantTexts as text } from './assistant-texts';

const categoryName = (category: string) => (isOneOf(CHILDCARE_CATEGORIES, category) ? i18n._(programTexts.categories[category]) : category);
const ageGroupName = (group: string) => (isOneOf(AGE_GROUPS, group) ? i18n._(programTexts.ageGroups[group]) : group);

function Sources({ sources }: { sources: readonly SourceLink[] }) {
  return (
    <div className={cx(layout.stack, layout.gap1)}>
      <p className={styles.listTitle}>{i18n._(text.sourcesLabel)}</p>
      <ul className={cx(layout.stack, layout.gap1, styles.list)}>
        {sources.map((source) => (
          <li key={source.path}>
            <Link to={source.path}>{source.title}</Link>
            {source.section && <span className={styles.section}> ({source.section})</span>}
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProgramCards({ programs, total, resultsPath }: { programs: readonly FoundProgram[]; total: number; resultsPath: string | null }) {
  return (
    <div className={cx(layout.stack, layout.gap1)}>
      {programs.length > 0 && (
        <ul className={cx(layout.stack, layout.gap2, styles.programs)} aria-label={i18n._(text.programsLabel)}>
          {programs.map((program) => (
            <li key={program.id} className={cx(layout.stack, layout.gap1, styles.program)}>
              <Link to={programLink(program.id)} className={styles.programName}>
                {program.name}
              </Link>
              <span>{program.address}</span>
              <span className={styles.programFacts}>
                {categoryName(program.category)} · {i18n._(text.programAway(formatMiles(program.distance)))}
                {program.openings.length > 0 && ` · ${i18n._(text.programOpenings(nameList(program.openings.map(ageGroupName))))}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* With no match too: the reply sends the parent to the full results to widen the search. */}
      {resultsPath && (
        <p className={styles.text}>
          <Link to={resultsPath}>{i18n._(text.seeAllResults(total))}</Link>
        </p>
      )}
    </div>
  );
}

function Block({ block }: { block: ChatBlock }) {
  switch (block.kind) {
    case 'text':
      return <p className={styles.text}>{block.text}</p>;
    case 'list':
      return (
        <div className={cx(layout.stack, layout.gap1)}>
          <p className={styles.listTitle}>{block.title}</p>
          <ul className={cx(layout.stack, layout.gap1, styles.list)}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      );
    case 'table':
      return <CompareTable daycares={block.daycares} />;
    case 'catalogue':
      return <CatalogueBlock ids={block.ids} />;
    case 'sources':
      return <Sources sources={block.sources} />;
    case 'programs':
      return <ProgramCards programs={block.programs} total={block.total} resultsPath={block.resultsPath} />;
  }
}

function CatalogueBlock({ ids }: { ids: readonly string[] }) {
  return useContext(CatalogueCompareSlot)?.(ids) ?? null;
}

/** One bubble of the chat; who said it is spoken before the text, since the sides are only visual. */
export const ChatMessage = memo(function ChatMessage({ message }: { message: Pick<Message, 'from' | 'blocks'> }) {
  const fromAssistant = message.from === 'assistant';
  return (
    <li className={cx(styles.row, fromAssistant ? styles.fromAssistant : styles.fromParent)}>
      {fromAssistant && (
        <span className={cx(avatarStyles.avatar, styles.avatar)} aria-hidden="true">
          N
        </span>
      )}
      <div className={styles.bubble}>
        <VisuallyHidden>{`${i18n._(fromAssistant ? text.assistantName : text.you)}:`}</VisuallyHidden>
        {message.blocks.map((block, index) => (
          // Blocks never reorder within a message, so their position is a stable key.
          <Block key={index} block={block} />
        ))}
      </div>
    </li>
  );
});
