import { setupI18n, type MessageDescriptor } from '@lingui/core';
import type { Locator } from '@playwright/test';

/** English with no catalogue: Lingui formats each message from its source text, plurals included. */
const sourceEnglish = setupI18n({ locale: 'en', messages: { en: {} } });

/** The English of a texts file's message (docs/decisions/0037): the journeys assert the exact English. */
export function english(message: MessageDescriptor): string {
  if (message.message === undefined) throw new Error(`message ${message.id} has no English`);
  return sourceEnglish._(message);
}

/** A texts object's shape with its English in place of each message (a function's too). */
export type EnglishOf<T> = T extends MessageDescriptor
  ? string
  : T extends (...args: infer A) => MessageDescriptor
    ? (...args: A) => string
    : T extends object
      ? { [K in keyof T]: EnglishOf<T[K]> }
      : T;

/** A texts object read in English, for a journey that mixes it with plain English texts. */
export function englishTexts<T>(texts: T): EnglishOf<T> {
  const read = (value: unknown): unknown => {
    if (typeof value === 'function') return (...args: unknown[]) => english((value as (...a: unknown[]) => MessageDescriptor)(...args));
    if (Array.isArray(value)) return value.map(read);
    if (value === null || typeof value !== 'object') return value;
    if ('id' in value && 'message' in value) return english(value as MessageDescriptor);
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, read(each)]));
  };
  return read(texts) as EnglishOf<T>;
}

/** Every message a texts object holds, however deep (a function's message needs values, and is left out). */
export function messagesIn(texts: unknown): MessageDescriptor[] {
  if (Array.isArray(texts)) return texts.flatMap(messagesIn);
  if (texts === null || typeof texts !== 'object') return [];
  if ('id' in texts && 'message' in texts) return [texts as MessageDescriptor];
  return Object.values(texts).flatMap(messagesIn);
}

/**
 * The texts' English that `region` shows as whole lines: on a page in another language, each is a
 * text left untranslated. `same` are the words both languages write alike.
 */
export async function englishLinesIn(region: Locator, texts: readonly unknown[], same: readonly string[] = []): Promise<string[]> {
  const lines = new Set((await region.innerText()).split('\n').map((line) => line.trim()));
  return texts
    .flatMap(messagesIn)
    .map(english)
    .filter((text) => !same.includes(text) && lines.has(text));
}
