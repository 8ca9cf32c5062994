import { useEffect, useRef, useState } from 'react';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import type { ComparePick } from '#web/lib/compare-picks';
import { Button } from '#web/components/ui/button';
import { PageHero } from '#web/components/ui/page-hero';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { useDocumentTitle } from '#web/lib/use-document-title';
import type { ResultsPathOf } from './answer-blocks';
import { CatalogueCompareSlot, type CatalogueCompare } from './catalogue-compare-slot';
import { ChatComposer } from './chat-composer';
import { ChatMessage } from './chat-message';
import { useConversation } from './use-conversation';
import pageStyles from '#web/components/ui/page.module.css';
import listStyles from '#web/components/ui/plain-list.module.css';
import chipStyles from '#web/components/ui/chips.module.css';
import styles from './assistant-page.module.css';
import spreadStyles from '#web/components/ui/spread.module.css';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import { assistantTexts as text } from './assistant-texts';


const NO_RESULTS_PAGE: ResultsPathOf = () => null;
/** One empty list for every render: a new [] each time would give the conversation a new callback each time. */
const NO_PICKS: readonly ComparePick[] = [];

interface AssistantPageProps {
  /** The parent's saved daycares, to compare by name. */
  daycares: readonly SavedDaycare[];
  /** The programs the parent picked to compare, also to compare by name. */
  picks?: readonly ComparePick[];
  /** Shows catalogue programs side by side with the compare page's facts; from the app. */
  catalogueCompare?: CatalogueCompare;
  /** The results page's address for what a request asked; from the app, which knows that page. */
  resultsPathOf?: ResultsPathOf;
}

/**
 * The assistant ("AI Nanny" to parents): a chat about choosing daycares, with quick questions and
 * comparisons answered here and anything else answered by the server from our articles and FAQ,
 * or with programs for a request to find care (docs/decisions/0034).
 */
export function AssistantPage({ daycares, picks = NO_PICKS, catalogueCompare, resultsPathOf = NO_RESULTS_PAGE }: AssistantPageProps) {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.documentTitle));
  const conversation = useConversation(daycares, picks, resultsPathOf);
  const [input, setInput] = useState('');
  const [cleared, setCleared] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const count = conversation.messages.length;

  // Follow the chat: show the typing indicator, then the start of the reply, which can be long.
  useEffect(() => {
    if (conversation.isPending) endRef.current?.scrollIntoView({ block: 'nearest' });
    else if (count > 0) logRef.current?.lastElementChild?.scrollIntoView({ block: 'start' });
  }, [count, conversation.isPending]);

  function send(question: string) {
    setInput(question);
    if (conversation.send(question)) {
      setInput('');
      setCleared(false);
    }
    // The send button and chips disable while the assistant types; keep keyboard users in the question box.
    inputRef.current?.focus();
  }

  function clear() {
    conversation.clear();
    setCleared(true);
    inputRef.current?.focus();
  }

  return (
    <div className={pageStyles.page}>
      <PageHero title={_(text.title)} subtitle={_(text.subtitle)} />
      <section className={styles.chat} aria-labelledby="assistant-log-title">
        <div className={cx(spreadStyles.spread, styles.chatHeader)}>
          <h2 id="assistant-log-title" className={styles.chatTitle}>
            {_(text.logLabel)}
          </h2>
          <Button
            variant="ghost"
            className={styles.clear}
            onClick={clear}
            disabled={count === 0 && !conversation.isPending}
          >
            {_(text.clear)}
          </Button>
        </div>
        <div>
          {/* The log wraps the list: role=log on the <ol> itself would take away its list semantics. */}
          <div role="log" aria-labelledby="assistant-log-title">
            <CatalogueCompareSlot.Provider value={catalogueCompare ?? null}>
              <ol ref={logRef} className={cx(listStyles.list, styles.log)}>
                <ChatMessage message={{ from: 'assistant', blocks: [{ kind: 'text', text: _(text.greeting) }] }} />
                {conversation.messages.map((message) => (
                  <ChatMessage key={message.id} message={message} />
                ))}
              </ol>
            </CatalogueCompareSlot.Provider>
          </div>
          <div role="status">
            {conversation.isPending && (
              <p className={styles.typing}>
                <span className={styles.dots} aria-hidden="true">
                  <span />
                  <span />
                  <span />
                </span>
                {_(text.typing)}
              </p>
            )}
            {cleared && !conversation.isPending && <VisuallyHidden>{_(text.cleared)}</VisuallyHidden>}
          </div>
          <div ref={endRef} />
        </div>
        <div className={styles.chips} role="group" aria-label={_(text.chipsLabel)}>
          {text.chips.map((chip) => (
            <button
              key={chip.label.id}
              type="button"
              className={cx(chipStyles.chip, styles.chip)}
              disabled={conversation.isPending}
              onClick={() => send(_(chip.question))}
            >
              {_(chip.label)}
            </button>
          ))}
        </div>
        <ChatComposer
          value={input}
          onChange={setInput}
          onSend={() => send(input)}
          isPending={conversation.isPending}
          inputRef={inputRef}
        />
      </section>
    </div>
  );
}
