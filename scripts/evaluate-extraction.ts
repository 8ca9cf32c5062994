// `npm run eval:extraction`: scores the free-text extractor on the requests written apart from its
// rules (src/server/features/assistant/extraction-eval.*.json): the development part, which the
// rules may be tuned on, and the held-out parts, which are only ever scored. Prints each part's
// score, the share of requests whose places alone were read right, and every miss of the development
// parts. A held-out part's misses are printed only with `-- --held-out-misses`, for a round's closing
// report: a part whose misses have been read is a development part from the next round on
// (docs/decisions/0029, "Held-out misses").
// `-- --part <name>` (see WRITTEN_APART_PARTS) scores one part; `-- --quiet` prints the scores without the misses.
// `-- --engine model` scores the language model the server would ask (LLM_BASE_URL, LLM_API_KEY,
// LLM_MODEL) instead of the rules, and says how often the rules stood in for it.
import { parseArgs } from 'node:util';
import { parseConfig } from '#server/config.js';
import { createLlmExtractor } from '#server/features/assistant/llm-extractor.js';
import { WRITTEN_APART_PARTS, scoreWrittenApart, type WrittenApartPart } from '#server/features/assistant/extraction-score.js';
import { extractRules } from '#server/features/assistant/extract.js';

const USAGE = 'npm run eval:extraction -- [--part <name>] [--quiet] [--held-out-misses] [--engine rules|model]';
const isHeldOut = (part: WrittenApartPart) => part.endsWith('held-out');

function fail(message: string): never {
  console.error(`${message}\nusage: ${USAGE}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        part: { type: 'string' },
        quiet: { type: 'boolean', default: false },
        'held-out-misses': { type: 'boolean', default: false },
        engine: { type: 'string', default: 'rules' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();

let fellBack = 0;
function engine() {
  if (values.engine === 'rules') return extractRules;
  if (values.engine !== 'model') return fail('--engine must be rules or model');
  const { llm } = parseConfig(process.env);
  if (!llm.baseUrl) return fail('--engine model needs LLM_BASE_URL (an OpenAI-compatible server)');
  return createLlmExtractor({ baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, warn: () => (fellBack += 1) });
}
const extract = engine();

async function score(part: WrittenApartPart, showMisses: boolean) {
  fellBack = 0;
  const { total, right, placesRight, misses } = await scoreWrittenApart(part, extract);
  const percent = (n: number) => `${((n / total) * 100).toFixed(1)}%`;
  const stoodIn = values.engine === 'model' ? `; the rules stood in for the model in ${fellBack}/${total}` : '';
  console.log(`${part}: ${right}/${total} = ${percent(right)} exactly right; places right in ${placesRight}/${total} = ${percent(placesRight)}${stoodIn}`);
  if (showMisses) for (const miss of misses) console.log(miss);
}

const parts = values.part ? [values.part as WrittenApartPart] : (Object.keys(WRITTEN_APART_PARTS) as WrittenApartPart[]);
for (const part of parts) {
  if (!(part in WRITTEN_APART_PARTS)) fail(`--part must be one of ${Object.keys(WRITTEN_APART_PARTS).join(', ')}`);
  await score(part, !values.quiet && (isHeldOut(part) ? values['held-out-misses'] : true));
}
