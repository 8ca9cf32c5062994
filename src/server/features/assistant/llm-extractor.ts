import { CHILDCARE_CATEGORIES } from '#shared/constants.js';
import { AGE_GROUPS } from '#shared/constants.js';
import { extractResponse, type ExtractResponse } from '#shared/schemas/assistant.js';
import { cleanPlace, extractRules } from './extract.js';

export interface LlmOptions {
  /** An OpenAI-compatible server: "http://host:port/v1" or the full ".../v1/chat/completions" URL. */
  baseUrl: string;
  apiKey?: string | undefined;
  model?: string | undefined;
  /** 5 s unless told. */
  timeoutMs?: number;
  /** Told why the model's answer was not used (the rules answered instead). */
  warn?: (error: unknown, message: string) => void;
}

export type Extractor = (text: string) => Promise<ExtractResponse>;

export const LLM_TIMEOUT_MS = 5000;

const SYSTEM_PROMPT = `You read a parent's request for childcare and answer with one JSON object, nothing else:
{"intent": "route" | "nearby" | "unknown", "sourceAddress": string|null, "destinationAddress": string|null,
 "aroundMeAddress": string|null, "address": string|null, "category": ${CHILDCARE_CATEGORIES.map((c) => `"${c}"`).join(' | ')} | null,
 "ageGroup": ${AGE_GROUPS.map((a) => `"${a}"`).join(' | ')} | null}
Rules: a trip (from/to, between, live/work) is intent "route" with sourceAddress where it starts (home) and
destinationAddress where it ends (work); aroundMeAddress and address are null. One place is intent "nearby" with
aroundMeAddress and address both holding it; the other two null. No place: intent "unknown", all four null.
Copy places as written (street addresses with commas, ZIP codes, towns, neighbourhoods, landmarks), without
childcare words, ages or politeness. category only when the text names one ("after school" is "aftercare";
"infant care" is ageGroup "infant" with category null). ageGroup: infant (under 1), toddler (1-2),
preschool (3-4), school-age (5+).`;

export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  if (base.endsWith('/chat/completions')) return base;
  if (/\/v\d+$/.test(base)) return `${base}/chat/completions`;
  return `${base}/v1/chat/completions`;
}

/** The model's answer must be the schema and agree with itself; else it is not used. */
function consistent(answer: ExtractResponse): boolean {
  if (answer.intent === 'route') return Boolean(answer.sourceAddress && answer.destinationAddress);
  if (answer.intent === 'nearby') return Boolean(answer.address ?? answer.aroundMeAddress);
  return true;
}

/**
 * The model's places are cleaned as the rules clean theirs (cleanPlace): a price or a time is no
 * place, so a route given both ends with only one real place among them is a search near that
 * place. A route given only one end contradicts itself and is not used (see consistent).
 */
function tidy(answer: ExtractResponse): ExtractResponse {
  const none = { sourceAddress: null, destinationAddress: null, aroundMeAddress: null, address: null };
  if (answer.intent === 'route') {
    const from = cleanPlace(answer.sourceAddress);
    const to = cleanPlace(answer.destinationAddress);
    const bothGiven = Boolean(answer.sourceAddress?.trim() && answer.destinationAddress?.trim());
    const single = bothGiven && !(from && to) ? (from ?? to) : null;
    if (single) return { ...answer, ...none, intent: 'nearby', aroundMeAddress: single, address: single };
    return { ...answer, ...none, sourceAddress: from, destinationAddress: to };
  }
  if (answer.intent === 'nearby') {
    const place = cleanPlace(answer.address) ?? cleanPlace(answer.aroundMeAddress);
    return { ...answer, ...none, aroundMeAddress: place, address: place };
  }
  return { ...answer, ...none };
}

/** Asks the language model; on an error, a timeout or an answer that is not the schema, the rules answer. */
export function createLlmExtractor(options: LlmOptions): Extractor {
  const url = chatCompletionsUrl(options.baseUrl);
  const timeoutMs = options.timeoutMs ?? LLM_TIMEOUT_MS;
  return async (text) => {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: options.model ?? 'default',
          temperature: 0,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            { role: 'user', content: text },
          ],
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`language model answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string') throw new Error('language model answer has no message content');
      const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(content)?.[1] ?? content;
      const answer = tidy(extractResponse.parse(JSON.parse(fenced)));
      if (!consistent(answer)) throw new Error('language model answer contradicts itself');
      return answer;
    } catch (error) {
      options.warn?.(error, 'language model extraction failed; used the rules');
      return extractRules(text);
    }
  };
}

/** The rules alone, or the language model with the rules as fallback when LLM_BASE_URL is set. */
export function createExtractor(llm: { baseUrl: string | undefined; apiKey: string | undefined; model: string | undefined }, warn?: LlmOptions['warn']): Extractor {
  if (!llm.baseUrl) return (text) => Promise.resolve(extractRules(text));
  return createLlmExtractor({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, ...(warn ? { warn } : {}) });
}
