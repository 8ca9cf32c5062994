import { msg } from '@lingui/core/runtime-macro';

/** What a page says while its code or its data is on the way; in the shell's catalogue (docs/decisions/0037). */
export const pageLoadingText = msg`Loading…`;
