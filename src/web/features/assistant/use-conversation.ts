import { useCallback, useEffect, useRef, useState } from 'react';
import { ASSISTANT_TYPING_DELAY_MS } from '#shared/constants.js';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import type { ComparePick } from '#web/lib/compare-picks';
import { storedConversation, type ChatMessage } from './chat-blocks';
import { chooseReply } from './choose-reply';

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

export interface Conversation {
  messages: readonly ChatMessage[];
  isPending: boolean;
  /** Sends a question; blank questions and questions while a reply is pending are ignored. */
  send: (question: string) => boolean;
  clear: () => void;
}

export function useConversation(saved: readonly SavedDaycare[], picks: readonly ComparePick[] = []): Conversation {
  const [messages, setMessages] = useState<ChatMessage[]>(load);
  const [isPending, setPending] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => save(messages), [messages]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = useCallback(
    (question: string) => {
      const trimmed = question.trim();
      if (!trimmed || isPending) return false;
      // The reply is chosen now, from the saved daycares and picks the parent had when asking.
      const reply = chooseReply(trimmed, saved, picks);
      // Unique enough within one tab; crypto.randomUUID needs a secure context plain-HTTP hosts lack.
      const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
      setMessages((current) => [...current, { id, from: 'parent', blocks: [{ kind: 'text', text: trimmed }] }]);
      setPending(true);
      timer.current = window.setTimeout(() => {
        setMessages((current) => [...current, { id: `${id}-reply`, from: 'assistant', blocks: [...reply] }]);
        setPending(false);
      }, ASSISTANT_TYPING_DELAY_MS);
      return true;
    },
    [isPending, saved, picks],
  );

  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    setPending(false);
    setMessages([]);
  }, []);

  return { messages, isPending, send, clear };
}
