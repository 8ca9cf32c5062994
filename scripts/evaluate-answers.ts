// `npm run eval:answers`: scores the Nanny's offline answers on the questions written apart from it
// (src/server/features/assistant/answer-eval.*.json): how often the right source is cited first
// (a case citing null is right when the answer says nothing fits). The development parts, which the
// retrieval may be tuned on, print their misses; the held-out and validation parts are only ever scored
// and never print their questions. `-- --part NAME` scores one part (ANSWER_EVAL_PARTS); `-- --quiet`
// prints only the scores. Without `--part` it also scores the questions about one program by name
// (program-question-eval.{dev,held-out}.json).
import { parseArgs } from 'node:util';
import { ANSWER_EVAL_PARTS, isUnread, scoreAnswers, type AnswerEvalPart } from '#server/features/assistant/answer-score.js';
import { PROGRAM_QUESTION_PARTS, scoreProgramQuestions, type ProgramQuestionPart } from '#server/features/assistant/program-question-score.js';

const { values } = parseArgs({ options: { part: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const parts = values.part ? [values.part as AnswerEvalPart] : (Object.keys(ANSWER_EVAL_PARTS) as AnswerEvalPart[]);
for (const part of parts) {
  if (!(part in ANSWER_EVAL_PARTS)) throw new Error(`--part must be one of ${Object.keys(ANSWER_EVAL_PARTS).join(', ')}`);
  const { total, right, misses } = await scoreAnswers(part);
  console.log(`${part}: ${right}/${total} = ${((right / total) * 100).toFixed(1)}% cite the right source first`);
  // Only the development parts' misses are shown: the held-out and validation questions stay unread.
  if (!isUnread(part) && !values.quiet) for (const miss of misses) console.log(miss);
}
// Questions about one program by name; only the development part's misses are shown.
if (!values.part) {
  for (const part of Object.keys(PROGRAM_QUESTION_PARTS) as ProgramQuestionPart[]) {
    const { total, programRight, right, misses } = scoreProgramQuestions(part);
    const share = (count: number) => `${count}/${total} = ${((count / total) * 100).toFixed(1)}%`;
    console.log(`${part}: program right in ${share(programRight)}; program and facts right in ${share(right)}`);
    if (part === 'program-dev' && !values.quiet) for (const miss of misses) console.log(miss);
  }
}
