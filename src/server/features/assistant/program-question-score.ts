import { DEMO_CATALOGUE_SIZE, DEMO_SEED, generateCatalogue } from '#server/catalogue/demo-catalogue.js';
import { CatalogueIndex } from '#server/catalogue/catalogue-index.js';
import { programNamedIn } from '#server/catalogue/program-names.js';
import { readEvalCases } from './eval-cases.js';
import { askedFacts, type ProgramFact } from './program-facts.js';

/**
 * How `npm run eval:answers` scores questions about one program (program-question-eval.held-out.json,
 * written apart; its "about" says how), on the demo catalogue they were written from: the program is
 * right when the one found is the one named (or none for none); the whole answer is right when the
 * facts read are also the ones asked ([] for none in particular).
 */
interface ProgramQuestionCase {
  question: string;
  program: string | null;
  facts: ProgramFact[];
}

export const programQuestionCases = () => readEvalCases<ProgramQuestionCase>('program-question-eval.held-out.json');

export function scoreProgramQuestions(): { total: number; programRight: number; right: number } {
  const catalogue = CatalogueIndex.build(generateCatalogue(DEMO_CATALOGUE_SIZE, DEMO_SEED));
  const cases = programQuestionCases();
  let programRight = 0;
  let right = 0;
  for (const { question, program, facts } of cases) {
    const at = programNamedIn(catalogue, question);
    const found = at === undefined ? null : catalogue.identityAt(at);
    if ((found?.id ?? null) !== program) continue;
    programRight += 1;
    if (!found || askedFacts(question, found.name).join() === facts.join()) right += 1;
  }
  return { total: cases.length, programRight, right };
}
