import { memo, useContext } from 'react';
import { messages } from '#shared/messages.js';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { cx } from '#web/lib/class-names';
import type { ChatBlock, ChatMessage as Message } from './chat-blocks';
import { CatalogueCompareSlot } from './catalogue-compare-slot';
import { CompareTable } from './compare-table';
import avatarStyles from '#web/components/ui/avatar.module.css';
import styles from './chat-message.module.css';

const text = messages.assistantPage;

function Block({ block }: { block: ChatBlock }) {
  switch (block.kind) {
    case 'text':
      return <p className={styles.text}>{block.text}</p>;
    case 'list':
      return (
        <div className={styles.listBlock}>
          <p className={styles.listTitle}>{block.title}</p>
          <ul className={styles.list}>
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
        <VisuallyHidden>{fromAssistant ? `${text.assistantName}:` : `${text.you}:`}</VisuallyHidden>
        {message.blocks.map((block, index) => (
          // Blocks never reorder within a message, so their position is a stable key.
          <Block key={index} block={block} />
        ))}
      </div>
    </li>
  );
});
