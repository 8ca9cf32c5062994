import type { MessageDescriptor } from '@lingui/core';

/** The English of a texts file's message (docs/decisions/0037): the journeys assert the exact English. */
export function english(message: MessageDescriptor): string {
  if (message.message === undefined) throw new Error(`message ${message.id} has no English`);
  // Placeholders take their values; a plural or select is not read here, so it fails loudly.
  return message.message.replace(/\{(\w+)(,[^}]*)?\}/g, (placeholder: string, name: string, format: string | undefined) => {
    const value = message.values?.[name];
    if (format !== undefined || value === undefined) throw new Error(`message ${message.id}: ${placeholder} is not a plain placeholder with a value`);
    return String(value);
  });
}

/** Every message a texts object holds, however deep (a function's message needs values, and is left out). */
export function messagesIn(texts: unknown): MessageDescriptor[] {
  if (Array.isArray(texts)) return texts.flatMap(messagesIn);
  if (texts === null || typeof texts !== 'object') return [];
  if ('id' in texts && 'message' in texts) return [texts as MessageDescriptor];
  return Object.values(texts).flatMap(messagesIn);
}
