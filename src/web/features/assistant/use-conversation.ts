import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSISTANT_TYPING_DELAY_MS } from '#shared/constants.js';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import { ApiError } from '#web/lib/api-client';
import type { ComparePick } from '#web/lib/compare-picks';
import { answerBlocks, type ResultsPathOf } from './answer-blocks';
import { askNanny } from './ask-nanny';
import { storedConversation, type ChatBlock, type ChatMessage } from './chat-blocks';
import { genericReply } from './assistant-replies';
import { localReply } from './choose-reply';

const STORAGE_KEY = 'careroute:assistant-conversation';

/** The conversation kept in this tab only (session storage), so a reload does not lose it. */
function load(): ChatMessage[] {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = raw ? storedConversation.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : [];
  } catch {
    // Storage blocked (private mode) or unreadable JSON: start a fresh conversation.
    return [];
  }
}

function save(conversation: readonly ChatMessage[]): void {
  try {
    if (conversation.length) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(conversation));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Full or blocked storage only costs the conversation surviving a reload.
  }
}

/** When the server cannot answer: its own words (a rate limit), else what the Nanny can say offline. */
function failedReply(question: string, error: unknown): readonly ChatBlock[] {
  if (error instanceof ApiError && error.serverError) return [{ kind: 'text', text: error.serverError }];
  return genericReply(question);
}

export interface Conversation {
  messages: readonly ChatMessage[];
  isPending: boolean;
  /** Sends a question; blank questions and questions while a reply is pending are ignored. */
  send: (question: string) => boolean;
  clear: () => void;
}

export function useConversation(saved: readonly SavedDaycare[], picks: readonly ComparePick[], resultsPathOf: ResultsPathOf): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>(load);
  const [isPending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const asking = useRef<AbortController | undefined>(undefined);

  useEffect(() => save(messages), [messages]);
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      asking.current?.abort();
    },
    [],
  );

  const send = useCallback(
    (question: string) => {
      const trimmed = question.trim();
      if (!trimmed || isPending) return false;
      // Unique enough within one tab; crypto.randomUUID needs a secure context plain-HTTP hosts lack.
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      const replyId = `${id}-reply`;
      const showReply = (blocks: readonly ChatBlock[]) =>
        setMessages((current) => {
          const reply: ChatMessage = { id: replyId, from: 'assistant', blocks: [...blocks] };
          return current.some((message) => message.id === replyId)
            ? current.map((message) => (message.id === replyId ? reply : message))
            : [...current, reply];
        });
      setMessages((current) => [...current, { id, from: 'parent', blocks: [{ kind: 'text', text: trimmed }] }]);
      setPending(true);
      const typed = new Promise<void>((resolve) => {
        timer.current = window.setTimeout(resolve, ASSISTANT_TYPING_DELAY_MS);
      });

      // The quick questions and a comparison of saved or picked programs are answered here, from what the parent had when asking.
      const local = localReply(trimmed, saved, picks);
      const controller = new AbortController();
      asking.current = controller;
      const reply: Promise<readonly ChatBlock[]> = local
        ? Promise.resolve(local)
        : askNanny(trimmed, (words) => showReply([{ kind: 'text', text: words }]), controller.signal).then(
            (answer) => answerBlocks(trimmed, answer, resultsPathOf),
            (error: unknown) => failedReply(trimmed, error),
          );
      // The reply shows once the Nanny has "typed" for a moment, however fast the answer came.
      void Promise.all([reply, typed]).then(([blocks]) => {
        if (controller.signal.aborted) return;
        showReply(blocks);
        setPending(false);
      });
      return true;
    },
    [isPending, saved, picks, resultsPathOf],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    asking.current?.abort();
    setPending(false);
    setMessages([]);
  }, []);

  return { messages, isPending, send, clear };
}
