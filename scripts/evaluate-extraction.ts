// `npm run eval:extraction`: scores the free-text extractor on the requests written apart from its
// rules (src/server/features/assistant/extraction-eval.*.json): the development part, which the
// rules may be tuned on, and the held-out parts, which are only ever scored. Prints each part's
// score, the share of requests whose places alone were read right, and every miss of the development
// part (a held-out miss is never printed: no rule may be written from one).
// `-- --part <name>` (see WRITTEN_APART_PARTS) scores one part; `-- --quiet` prints the scores without the misses.
import { parseArgs } from 'node:util';
import { WRITTEN_APART_PARTS, scoreWrittenApart, type WrittenApartPart } from '#server/features/assistant/extraction-score.js';

async function score(part: WrittenApartPart, quiet: boolean) {
  const { total, right, placesRight, misses } = await scoreWrittenApart(part);
  const percent = (n: number) => `${((n / total) * 100).toFixed(1)}%`;
  console.log(`${part}: ${right}/${total} = ${percent(right)} exactly right; places right in ${placesRight}/${total} = ${percent(placesRight)}`);
  if (!quiet) for (const miss of misses) console.log(miss);
}

const { values } = parseArgs({ options: { part: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const parts = values.part ? [values.part as WrittenApartPart] : (Object.keys(WRITTEN_APART_PARTS) as WrittenApartPart[]);
for (const part of parts) {
  if (!(part in WRITTEN_APART_PARTS)) throw new Error(`--part must be one of ${Object.keys(WRITTEN_APART_PARTS).join(', ')}`);
  await score(part, values.quiet);
}
