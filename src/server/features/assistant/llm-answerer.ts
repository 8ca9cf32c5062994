import type { AnswerResponse, AnswerSource } from '#shared/schemas/assistant-answer.js';
import type { Found } from './answer-index.js';
import { chatCompletionsUrl, type LlmOptions } from './llm-extractor.js';

/** A streamed answer may take longer than an extraction: the whole stream must end within this. */
export const LLM_ANSWER_TIMEOUT_MS = 30_000;
/** The passages the model is given to answer from. */
export const GROUNDING_PASSAGES = 3;

const SYSTEM_PROMPT = `You are Nanny, CareRoute's assistant for parents choosing childcare in Massachusetts.
Answer the parent's question in two to four plain sentences, using only the numbered passages given.
Cite the passage you used as [1], [2] or [3] right after the sentence it supports. If the passages do
not answer the question, say that you do not have an answer to it; never invent facts, figures or links.
Plain text only: no HTML, no Markdown headings.`;

function grounding(found: readonly Found[]): string {
  return found
    .map(({ passage }, index) => `[${index + 1}] ${passage.source.title}${passage.source.section ? ` - ${passage.source.section}` : ''}\n${passage.lines.join('\n')}`)
    .join('\n\n');
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
 * The model's answer grounded on the passages found, as it streams: `delta` events of its words,
 * then one `answer` event with the whole answer, whose source is the first passage it cited. On
 * any failure (no connection, an error status, a broken stream, a timeout, no words) the last event
 * is the offline answer instead, and the client shows that.
 */
export async function* streamGroundedAnswer(
  options: LlmOptions,
  question: string,
  found: readonly Found[],
  offline: AnswerResponse,
): AsyncGenerator<AnswerEvent> {
  const passages = found.slice(0, GROUNDING_PASSAGES);
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
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Passages:\n\n${grounding(passages)}\n\nQuestion: ${question}` },
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
  const cited = [...text.matchAll(/\[(\d)\]/g)].map((match) => passages[Number(match[1]) - 1]?.passage.source).filter((source): source is AnswerSource => Boolean(source));
  const sources = [...new Map([...cited, ...passages.map((f) => f.passage.source)].map((source) => [source.cite, source])).values()];
  yield { event: 'answer', answer: { kind: 'passage', text: text.trim(), source: sources[0]!, alsoSee: sources.slice(1, 3) } };
}
