import { ANSWER_CONTRACTS, checkAnswerText, type AnswerContractName, type CheckedAnswer } from './answer-contracts';

/** Sent without a text, the request only loads that contract, ready for the answer to come. */
export type AnswerCheckRequest = { id: number; name: AnswerContractName; text?: string };
export type AnswerCheckReply = { id: number; checked: CheckedAnswer<unknown> } | { id: number; failed: true };

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<AnswerCheckRequest>) => void) | null;
  postMessage(reply: AnswerCheckReply): void;
};

/**
 * Reads and checks the results page's answers off the page's thread: building the search
 * contract's schemas and checking fifty programs against them held the page's thread for a long
 * task on a phone just as the list was to be drawn (docs/decisions/0013). A zod error does not
 * cross to the page; that the answer did not fit does.
 */
scope.onmessage = ({ data: { id, name, text } }) => {
  if (text === undefined) {
    ANSWER_CONTRACTS[name]().catch(() => undefined);
    return;
  }
  checkAnswerText(name, text).then(
    (checked) => scope.postMessage({ id, checked: checked.fits ? checked : { fits: false } }),
    () => scope.postMessage({ id, failed: true }),
  );
};
