import type { AnswerResponse, AnswerSource } from '#shared/schemas/assistant-answer.js';
import type { Language } from '#server/language.js';
import type { Found } from './answer-index.js';
import { chatCompletionsUrl, type LlmOptions } from './llm-extractor.js';

/** A streamed answer may take longer than an extraction: the whole stream must end within this. */
export const LLM_ANSWER_TIMEOUT_MS = 30_000;
/** The passages the model is given to answer from. */
export const GROUNDING_PASSAGES = 3;

const SYSTEM_PROMPT = `You are Nanny, CareRoute's assistant for parents choosing childcare in Massachusetts.
Answer the parent's message in two to four plain sentences, using only the numbered passages or
program facts given. Cite what you used as [1], [2] or [3] right after the sentence it supports. If
they do not answer the message, say that you do not have an answer to it; never invent facts,
figures or links. Plain text only: no HTML, no Markdown headings.`;

/** The reply's language: the parent's, whatever the passages' (docs/decisions/0037). */
const IN_LANGUAGE: Record<Language, string> = {
  en: '',
  es: '\nAnswer in Spanish, addressing the parent as usted. Call a daycare a guardería.',
};

/** What the model answers from, numbered, and how its words become the whole answer. */
export interface Grounding {
  /** "Passages" or "Program facts", then the numbered items. */
  prompt: string;
  finish: (words: string) => AnswerResponse;
}

/** The best passages found for a question; the answer cites the first passage the model cited. */
export function passageGrounding(found: readonly Found[]): Grounding {
  const passages = found.slice(0, GROUNDING_PASSAGES);
  const items = passages.map(({ passage }, index) => `[${index + 1}] ${passage.source.title}${passage.source.section ? ` - ${passage.source.section}` : ''}\n${passage.lines.join('\n')}`);
  return {
    prompt: `Passages:\n\n${items.join('\n\n')}`,
    finish: (words) => {
      const cited = [...words.matchAll(/\[(\d)\]/g)].map((match) => passages[Number(match[1]) - 1]?.passage.source).filter((source): source is AnswerSource => Boolean(source));
      const sources = [...new Map([...cited, ...passages.map((f) => f.passage.source)].map((source) => [source.cite, source])).values()];
      return { kind: 'passage', text: words, source: sources[0]!, alsoSee: sources.slice(1, 3) };
    },
  };
}

/** The programs a request to find care found, with their facts; the answer keeps its cards and takes the model's words. */
export function programGrounding(answer: Extract<AnswerResponse, { kind: 'programs' }>): Grounding {
  const miles = (meters: number) => `${(meters / 1609.344).toFixed(1)} miles`;
  const items = answer.programs.map(
    (program, index) =>
      `[${index + 1}] ${program.name}, ${program.address}: ${program.category}; ages ${program.ageGroups.join(', ') || 'not listed'}; ${miles(program.distance)} away; ` +
      `openings reported for ${program.openings.join(', ') || 'no age group'}; rating ${program.rating ?? 'none yet'}`,
  );
  return {
    prompt: `Program facts (${answer.total} programs match; these are the first):\n\n${items.join('\n')}`,
    finish: (words) => ({ ...answer, text: words }),
  };
}

/** The pieces of text in an OpenAI chat-completions stream (server-sent events of `chat.completion.chunk`s). */
async function* streamedText(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  for await (const chunk of body) {
    buffered += decoder.decode(chunk, { stream: true });
    const lines = buffered.split(/\r?\n/);
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: unknown } }[] };
      const content = parsed.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content) yield content;
    }
  }
}

export type AnswerEvent = { event: 'delta'; text: string } | { event: 'answer'; answer: AnswerResponse };

/**
 * The model's answer grounded on the passages found or the programs' facts, as it streams: `delta`
 * events of its words, then one `answer` event with the whole answer (Grounding.finish). On
 * any failure (no connection, an error status, a broken stream, a timeout, no words) the last event
 * is the offline answer instead, and the client shows that.
 */
export async function* streamGroundedAnswer(
  options: LlmOptions,
  question: string,
  language: Language,
  grounding: Grounding,
  offline: AnswerResponse,
): AsyncGenerator<AnswerEvent> {
  let text = '';
  try {
    const response = await fetch(chatCompletionsUrl(options.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
      body: JSON.stringify({
        model: options.model ?? 'default',
        temperature: 0.2,
        stream: true,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT + IN_LANGUAGE[language] },
          { role: 'user', content: `${grounding.prompt}\n\nMessage: ${question}` },
        ],
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? LLM_ANSWER_TIMEOUT_MS),
    });
    if (!response.ok || !response.body) throw new Error(`language model answered ${response.status}`);
    for await (const piece of streamedText(response.body)) {
      text += piece;
      yield { event: 'delta', text: piece };
    }
    if (!text.trim()) throw new Error('language model answered no words');
  } catch (error) {
    options.warn?.(error, 'language model answer failed; sent the offline answer');
    yield { event: 'answer', answer: offline };
    return;
  }
  yield { event: 'answer', answer: grounding.finish(text.trim()) };
}
