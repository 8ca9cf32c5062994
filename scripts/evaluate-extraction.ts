// `npm run eval:extraction`: scores the free-text extractor on the requests written apart from its
// rules (src/server/features/assistant/extraction-eval.*.json): the development part, which the
// rules may be tuned on, and the held-out parts, which are only ever scored. Prints each part's
// score, the share of requests whose places alone were read right, and every miss of the development
// parts. A held-out part's misses are printed only with `-- --held-out-misses`, for a round's closing
// report: a part whose misses have been read is a development part from the next round on
// (docs/decisions/0029, "Held-out misses").
// `-- --part <name>` (see WRITTEN_APART_PARTS) scores one part; `-- --quiet` prints the scores without the misses.
import { parseArgs } from 'node:util';
import { WRITTEN_APART_PARTS, scoreWrittenApart, type WrittenApartPart } from '#server/features/assistant/extraction-score.js';

const isHeldOut = (part: WrittenApartPart) => part.endsWith('held-out');

async function score(part: WrittenApartPart, showMisses: boolean) {
  const { total, right, placesRight, misses } = await scoreWrittenApart(part);
  const percent = (n: number) => `${((n / total) * 100).toFixed(1)}%`;
  console.log(`${part}: ${right}/${total} = ${percent(right)} exactly right; places right in ${placesRight}/${total} = ${percent(placesRight)}`);
  if (showMisses) for (const miss of misses) console.log(miss);
}

const { values } = parseArgs({
  options: { part: { type: 'string' }, quiet: { type: 'boolean', default: false }, 'held-out-misses': { type: 'boolean', default: false } },
});
const parts = values.part ? [values.part as WrittenApartPart] : (Object.keys(WRITTEN_APART_PARTS) as WrittenApartPart[]);
for (const part of parts) {
  if (!(part in WRITTEN_APART_PARTS)) throw new Error(`--part must be one of ${Object.keys(WRITTEN_APART_PARTS).join(', ')}`);
  await score(part, !values.quiet && (isHeldOut(part) ? values['held-out-misses'] : true));
}
