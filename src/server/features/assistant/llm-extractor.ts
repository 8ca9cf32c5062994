import { z } from 'zod';
import { AGE_GROUPS, CHILDCARE_CATEGORIES, LANGUAGES } from '#shared/constants.js';
import { NO_FILTERS, extractFilters, extractResponse, type ExtractResponse } from '#shared/schemas/assistant.js';
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
 "ageGroup": ${AGE_GROUPS.map((a) => `"${a}"`).join(' | ')} | null,
 "filters": {"openings": true|null, "maxMonthlyTuition": integer|null, "openBy": "HH:MM"|null, "openUntil": "HH:MM"|null,
  "language": ${LANGUAGES.map((l) => `"${l}"`).join(' | ')} | null, "subsidy": true|null}}
Rules: a trip (from/to, between, live/work, home/office, "A -> B", labels like "Commute:" or "from: A; to: B") is
intent "route" with sourceAddress where it starts (home) and destinationAddress where it ends (work), whatever order
they are said in; aroundMeAddress and address are null. One place (also where the family is moving to) is intent
"nearby" with aroundMeAddress and address both holding it; the other two null. No place: intent "unknown", all four null.
Copy places as written but spelt right (street addresses with commas, ZIP codes, towns with their state, neighbourhoods,
landmarks), without childcare words, ages, times, prices, days or politeness. category only when the text names one
("after school" is "aftercare"; "infant care" is ageGroup "infant" with category null). ageGroup: infant (under 1),
toddler (1-2), preschool (3-4), school-age (5+).
filters, each null unless asked: openings true for "with openings", "has space", "available now", "currently
enrolling", "no waitlist"; maxMonthlyTuition in whole dollars a month (a weekly price times 52/12, "2k" is 2000);
openBy the drop-off or opening time and openUntil the pickup or closing time, 24-hour "HH:MM" (a pickup hour
without am/pm is in the afternoon: "pickup at 5:30" is "17:30"); language the ISO 639-1 code of the language asked
for ("Spanish-speaking" is "es", "Mandarin" is "zh", "Haitian Creole" is "ht"); subsidy true for vouchers, subsidies,
CCAP or financial assistance.`;

const none = { sourceAddress: null, destinationAddress: null, aroundMeAddress: null, address: null };
/** Worked examples shown to the model before the request: a trip said out of order, a move with filters, a label. */
const FEW_SHOT: [string, ExtractResponse][] = [
  [
    'my office is in Woburn and we live in Stoneham, infant care open until 6',
    { intent: 'route', ...none, sourceAddress: 'Stoneham', destinationAddress: 'Woburn', category: null, ageGroup: 'infant', filters: { ...NO_FILTERS, openUntil: '18:00' } },
  ],
  [
    'we just moved to Raleigh NC, Spanish-speaking daycare with openings under $450 a week that takes vouchers',
    {
      intent: 'nearby', ...none, aroundMeAddress: 'Raleigh, NC', address: 'Raleigh, NC', category: 'daycare', ageGroup: null,
      filters: { ...NO_FILTERS, openings: true, maxMonthlyTuition: 1950, language: 'es', subsidy: true },
    },
  ],
  [
    'Commute: Lowell -> Burlington, drop-off at 7:30 for my 2 year old',
    { intent: 'route', ...none, sourceAddress: 'Lowell', destinationAddress: 'Burlington', category: null, ageGroup: 'toddler', filters: { ...NO_FILTERS, openBy: '07:30' } },
  ],
];

/** The answer's shape as a JSON schema, for servers that constrain the model's output to it (structured output). */
const { $schema: _dialect, ...ANSWER_SCHEMA } = z.toJSONSchema(extractResponse);

/**
 * What the model may answer: the response, where a filter it left out or answered false for
 * ("openings": false) is not asked for. Anything else is not the schema and the rules answer.
 */
const modelAnswer = extractResponse.extend({
  filters: z
    .object({
      ...extractFilters.shape,
      openings: z.boolean().nullish().transform((value) => (value ? true : null)),
      subsidy: z.boolean().nullish().transform((value) => (value ? true : null)),
      maxMonthlyTuition: extractFilters.shape.maxMonthlyTuition.optional().transform((value) => value ?? null),
      openBy: extractFilters.shape.openBy.optional().transform((value) => value ?? null),
      openUntil: extractFilters.shape.openUntil.optional().transform((value) => value ?? null),
      language: extractFilters.shape.language.optional().transform((value) => value ?? null),
    })
    .optional()
    .transform((filters) => filters ?? NO_FILTERS),
});

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
          response_format: { type: 'json_schema', json_schema: { name: 'extract_response', strict: true, schema: ANSWER_SCHEMA } },
          messages: [
            { role: 'system', content: SYSTEM_PROMPT },
            ...FEW_SHOT.flatMap(([request, reading]) => [
              { role: 'user', content: request },
              { role: 'assistant', content: JSON.stringify(reading) },
            ]),
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
      const answer = tidy(modelAnswer.parse(JSON.parse(fenced)));
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
