import type { MessageDescriptor } from '@lingui/core';

/** The English of a texts file's message (docs/decisions/0037): the journeys assert the exact English. */
export function english(message: MessageDescriptor): string {
  if (message.message === undefined) throw new Error(`message ${message.id} has no English`);
  return message.message;
}
