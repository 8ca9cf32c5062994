import type { ExtractResponse } from '#shared/schemas/assistant.js';
import type { AnswerResponse } from '#shared/schemas/assistant-answer.js';
import { i18n } from '#web/lib/i18n';
import { programLink } from '#web/lib/program-link';
import { assistantTexts } from './assistant-texts';
import type { ChatBlock } from './chat-blocks';

/** Where the full results of a request to find care are; the app knows the results page's address, this feature does not. */
export type ResultsPathOf = (understood: ExtractResponse) => string | null;

/**
 * The server's answer as chat blocks: the passage and the articles to read it in; the programs as
 * cards with the full results; a program's facts and its page; or, when nothing fits, the question
 * said back and that plain answer.
 */
export function answerBlocks(question: string, answer: AnswerResponse, resultsPathOf: ResultsPathOf): ChatBlock[] {
  switch (answer.kind) {
    case 'passage': {
      const sources = [answer.source, ...answer.alsoSee].map(({ title, section, path }) => ({ title, section, path }));
      return [{ kind: 'text', text: answer.text }, { kind: 'sources', sources }];
    }
    case 'programs':
      return [
        { kind: 'text', text: answer.text },
        {
          kind: 'programs',
          programs: answer.programs.map(({ id, name, address, category, distance, openings }) => ({ id, name, address, category, distance, openings })),
          total: answer.total,
          resultsPath: resultsPathOf(answer.understood),
        },
      ];
    case 'program':
      // The facts, then the program's page to read (and save it from) in full.
      return [
        { kind: 'text', text: answer.text },
        { kind: 'sources', sources: [{ title: answer.program.name, section: answer.program.address, path: programLink(answer.program.id) }] },
      ];
    case 'program-choice':
      // Programs sharing a name, each with its town, to ask again about one or open its page.
      return [
        { kind: 'text', text: answer.text },
        { kind: 'sources', sources: answer.programs.map(({ id, name, address }) => ({ title: name, section: address, path: programLink(id) })) },
      ];
    case 'none':
      return [{ kind: 'text', text: i18n._(assistantTexts.youAsked(question)) }, { kind: 'text', text: answer.text }];
  }
}
