import { setupI18n, type MessageDescriptor } from '@lingui/core';

/** English with no catalogue: Lingui formats each message from its source text, plurals included. */
const sourceEnglish = setupI18n({ locale: 'en', messages: { en: {} } });

/** The English of a texts file's message (docs/decisions/0037): the journeys assert the exact English. */
export function english(message: MessageDescriptor): string {
  if (message.message === undefined) throw new Error(`message ${message.id} has no English`);
  return sourceEnglish._(message);
}

/** Every message a texts object holds, however deep (a function's message needs values, and is left out). */
export function messagesIn(texts: unknown): MessageDescriptor[] {
  if (Array.isArray(texts)) return texts.flatMap(messagesIn);
  if (texts === null || typeof texts !== 'object') return [];
  if ('id' in texts && 'message' in texts) return [texts as MessageDescriptor];
  return Object.values(texts).flatMap(messagesIn);
}
