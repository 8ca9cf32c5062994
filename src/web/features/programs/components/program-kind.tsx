import type { Program } from '#shared/schemas/catalogue.js';
import { kindParts, LICENSING_LIST_LANGUAGE } from '#web/lib/program-kind';

/** "Preschool · Family Child Care": our category, then the licensing list's own words, marked as its language. */
export function ProgramKind({ program }: { program: Pick<Program, 'category' | 'programType'> }) {
  const { category, listType } = kindParts(program);
  return (
    <span>
      {category}
      {listType && (
        <>
          {' · '}
          <span lang={LICENSING_LIST_LANGUAGE}>{listType}</span>
        </>
      )}
    </span>
  );
}
