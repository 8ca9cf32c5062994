import rewritePattern from 'regexpu-core';

/**
 * Case-blind expressions with case-sensitive parts, without the engine's modifiers
 * (docs/decisions/0029, "One reading on any engine"). V8 read an `(?-i:...)` part otherwise once it
 * had compiled the expression than while it interpreted it, depending on which requests came
 * before: a request was read one way in one process and another way in the next. So no expression
 * the extractor runs holds one: each is written with them, for reading, and compiled without.
 */

/**
 * A fixed expression written with `(?-i:...)` parts, compiled once as a case-sensitive one whose
 * other letters match either case (Babel's regexpu-core writes them out: "by" becomes "[Bb][Yy]").
 */
export function withCaseSensitiveParts(source: string, flags: string): RegExp {
  if (!source.includes('(?-i:')) return new RegExp(source, flags);
  let compiledFlags = flags;
  const compiled = rewritePattern(source, flags, { modifiers: 'transform', onNewFlags: (newFlags) => (compiledFlags = newFlags) });
  return new RegExp(compiled, compiledFlags);
}

/**
 * A word or name in an expression built for each request, matching either case, for expressions
 * that are otherwise case sensitive ("Portland" becomes "[pP][oO]..."). Written here rather than by
 * regexpu-core, which takes a millisecond or more for each expression.
 */
export function caseBlind(text: string): string {
  return [...text]
    .map((character) => {
      const lower = character.toLowerCase();
      const upper = character.toUpperCase();
      if (lower !== upper && lower.length === 1 && upper.length === 1) return `[${lower}${upper}]`;
      return character.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
    })
    .join('');
}
