import { DEMO_CATALOGUE_SIZE, DEMO_SEED, generateCatalogue } from '#server/catalogue/demo-catalogue.js';
import { CatalogueIndex } from '#server/catalogue/catalogue-index.js';
import { programsNamedIn } from '#server/catalogue/program-names.js';
import { readEvalCases } from './eval-cases.js';
import { askedFacts, type ProgramFact } from './program-facts.js';

/**
 * How `npm run eval:answers` scores questions about one program (program-question-eval.*.json,
 * written apart; their "about" says how), on the demo catalogue they were written from: the program
 * is right when the one found is the one named (or none for none); the whole answer is right when
 * the facts read are also the ones asked ([] for none in particular).
 */
interface ProgramQuestionCase {
  question: string;
  program: string | null;
  facts: ProgramFact[];
}

/** The development part may be tuned on; the held-out part is only ever scored. */
export const PROGRAM_QUESTION_PARTS = {
  'program-dev': 'program-question-eval.dev.json',
  'program-held-out': 'program-question-eval.held-out.json',
} as const;
export type ProgramQuestionPart = keyof typeof PROGRAM_QUESTION_PARTS;

export const programQuestionCases = (part: ProgramQuestionPart) => readEvalCases<ProgramQuestionCase>(PROGRAM_QUESTION_PARTS[part]);

export function scoreProgramQuestions(part: ProgramQuestionPart): { total: number; programRight: number; right: number; misses: string[] } {
  const catalogue = CatalogueIndex.build(generateCatalogue(DEMO_CATALOGUE_SIZE, DEMO_SEED));
  const cases = programQuestionCases(part);
  const misses: string[] = [];
  let programRight = 0;
  for (const { question, program, facts } of cases) {
    // Programs sharing a name asked without a town are answered with the choice: no one program.
    const positions = programsNamedIn(catalogue, question);
    const found = positions.length === 1 ? catalogue.identityAt(positions[0]!) : null;
    if ((found?.id ?? null) !== program) {
      misses.push(`${JSON.stringify(question)}: found ${found?.name ?? 'no program'}, wanted ${program ?? 'none'}`);
      continue;
    }
    programRight += 1;
    const read = found ? askedFacts(question, found.name) : [];
    if (read.join() !== facts.join()) misses.push(`${JSON.stringify(question)}: read [${read.join(', ')}], wanted [${facts.join(', ')}]`);
  }
  return { total: cases.length, programRight, right: cases.length - misses.length, misses };
}
