import { answerDelta, answerResponse, type AnswerResponse } from '#shared/schemas/assistant-answer.js';
import { ApiError } from '#web/lib/api-client';
import { pageLanguage } from '#web/lib/i18n';

/** The events of a server-sent event stream as they arrive: each is its name and its data. */
async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncGenerator<{ event: string; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    buffered += decoder.decode(value, { stream: !done });
    const blocks = buffered.split('\n\n');
    buffered = done ? '' : (blocks.pop() ?? '');
    for (const block of blocks) {
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = [...block.matchAll(/^data: ?(.*)$/gm)].map((match) => match[1]).join('\n');
      if (data) yield { event, data };
    }
    if (done) return;
  }
}

/**
 * POST /api/v1/assistant/answer. Asks for a stream: a server with a language model streams its
 * words (each given to onWords as it comes) and ends with the whole answer; one without answers JSON.
 */
export async function askNanny(message: string, onWords: (soFar: string) => void, signal?: AbortSignal): Promise<AnswerResponse> {
  const response = await fetch('/api/v1/assistant/answer', {
    method: 'POST',
    // The Nanny answers from what is written in the page's language (docs/decisions/0037).
    headers: { Accept: 'text/event-stream, application/json;q=0.9', 'Accept-Language': pageLanguage(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
    signal,
  }).catch((error: unknown) => {
    throw new ApiError(undefined, 0, { cause: error });
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    throw new ApiError(typeof body?.error === 'string' ? body.error : undefined, response.status, undefined, typeof body?.code === 'string' ? body.code : undefined);
  }
  // Without a language model the server answers JSON at once.
  if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) {
    return answerResponse.parse(await response.json());
  }
  let words = '';
  for await (const { event, data } of serverSentEvents(response.body)) {
    if (event === 'delta') {
      words += answerDelta.parse(JSON.parse(data)).text;
      onWords(words);
    } else if (event === 'answer') return answerResponse.parse(JSON.parse(data));
  }
  throw new ApiError(undefined, response.status);
}
