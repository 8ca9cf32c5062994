import type { z, ZodType } from 'zod';

/**
 * The answers a page checks off its own thread, by name: a worker cannot be handed a schema, only
 * told which one to import. Each loads when first asked for, so naming one here adds no zod to the
 * page that asks (docs/decisions/0013). (Not `satisfies` a record of loaders: that would type each
 * loader's schema as a bare ZodType, and its answer as unknown.)
 */
export const ANSWER_CONTRACTS = {
  routeSearch: () => import('#shared/schemas/search.js').then((contract) => contract.routeResponse),
  nearbySearch: () => import('#shared/schemas/search.js').then((contract) => contract.nearbyResponse),
  siteConfig: () => import('#shared/schemas/site.js').then((contract) => contract.siteConfigRoute.response[200]),
};

export type AnswerContractName = keyof typeof ANSWER_CONTRACTS;
export type AnswerOf<N extends AnswerContractName> = z.output<Awaited<ReturnType<(typeof ANSWER_CONTRACTS)[N]>>>;

/** What checking an answer gives: the answer as its contract reads it, or that it did not fit (and why, when known). */
export type CheckedAnswer<T> = { fits: true; answer: T } | { fits: false; error?: unknown };

/** An answer to be checked off the page's thread against the contract of this name (see apiRequest). */
export interface OffThreadAnswer<T> {
  readonly offThread: AnswerContractName;
  /** Carries the answer's type only; never set. */
  readonly answerType?: T;
}

export const offThreadAnswer = <N extends AnswerContractName>(name: N): OffThreadAnswer<AnswerOf<N>> => ({ offThread: name });

/** Reads an answer's JSON text and checks it against its contract, wherever it runs. */
export async function checkAnswerText<N extends AnswerContractName>(name: N, text: string): Promise<CheckedAnswer<AnswerOf<N>>> {
  const schema = (await ANSWER_CONTRACTS[name]()) as unknown as ZodType<AnswerOf<N>>;
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    return { fits: false, error };
  }
  const parsed = schema.safeParse(payload);
  return parsed.success ? { fits: true, answer: parsed.data } : { fits: false, error: parsed.error };
}
