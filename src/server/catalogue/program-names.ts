import type { CatalogueIndex } from './catalogue-index.js';

/** A text's words as typed, without accents or apostrophes: letters and digits only. */
const typedWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A text's words as names are compared: as typed, in lower case. */
export const nameWords = (text: string): string[] => typedWords(text).map((word) => word.toLowerCase());

/**
 * Words any childcare program's name may hold. A name made only of these ("Child Care Center",
 * "Kids Learning Center") names no one program when a parent writes it, so it is not looked for.
 */
const SHARED_NAME_WORDS = new Set(
  `a an the and of for at in on by to child children childrens kid kids care daycare day center centre centers learning early
  education educational school schools preschool pre nursery kindergarten montessori academy program programs family families home
  group infant infants toddler toddlers after before club playgroup development inc llc co house place little`.split(/\s+/),
);

/** Programs by the first word of their name, for names of two words or more that are not all shared words. */
type NameIndex = Map<string, number[]>;

const indexes = new WeakMap<CatalogueIndex, NameIndex>();

function nameIndex(catalogue: CatalogueIndex): NameIndex {
  let byFirstWord = indexes.get(catalogue);
  if (byFirstWord) return byFirstWord;
  byFirstWord = new Map();
  for (let at = 0; at < catalogue.size; at++) {
    const words = nameWords(catalogue.identityAt(at).name);
    if (words.length < 2 || words.every((word) => SHARED_NAME_WORDS.has(word))) continue;
    const first = words[0]!;
    const list = byFirstWord.get(first);
    if (list) list.push(at);
    else byFirstWord.set(first, [at]);
  }
  indexes.set(catalogue, byFirstWord);
  return byFirstWord;
}

const holdsAt = (words: readonly string[], part: readonly string[], start: number) => part.every((word, k) => words[start + k] === word);
const holds = (words: readonly string[], part: readonly string[]) => words.some((_, start) => holdsAt(words, part, start));

/**
 * The programs a text names by their whole name ("does Sandy Cove Child Care Center have
 * openings?"), as positions in the catalogue: none, one, or the programs that share it. Names are ordinary words too ("Along the Way", "The
 * Infant Room", "First Steps"): a name counts written with capitals on its own words, or in lower
 * case when it ends in what the program is ("busy owls preschool") and is more than its town's
 * name ("quincy day care" is how parents ask for care in Quincy).
 * The longest name written wins. Of programs sharing it (a chain's), those in a town the text
 * names too; else all of them, for the parent to say which.
 */
export function programsNamedIn(catalogue: CatalogueIndex, text: string): number[] {
  const typed = typedWords(text);
  const words = typed.map((word) => word.toLowerCase());
  const capitalised = (named: readonly string[], start: number) =>
    named.every((word, k) => SHARED_NAME_WORDS.has(word) || /^\p{Lu}/u.test(typed[start + k] ?? ''));
  const writtenAsName = (at: number, named: readonly string[], start: number) => {
    if (capitalised(named, start)) return true;
    if (!SHARED_NAME_WORDS.has(named.at(-1)!)) return false;
    const own = named.filter((word) => !SHARED_NAME_WORDS.has(word)).join(' ');
    return own !== nameWords(catalogue.identityAt(at).city).join(' ');
  };
  const byFirstWord = nameIndex(catalogue);
  // Each candidate's words once per text, however often its first word comes back ("little little little ...").
  const namesRead = new Map<number, string[]>();
  const wordsOf = (at: number) => namesRead.get(at) ?? namesRead.set(at, nameWords(catalogue.identityAt(at).name)).get(at)!;
  let longest = 0;
  let found = new Set<number>();
  words.forEach((word, start) => {
    for (const at of byFirstWord.get(word) ?? []) {
      const named = wordsOf(at);
      if (named.length < longest || !holdsAt(words, named, start) || !writtenAsName(at, named, start)) continue;
      if (named.length > longest) [longest, found] = [named.length, new Set()];
      found.add(at);
    }
  });
  const inTown = [...found].filter((at) => holds(words, nameWords(catalogue.identityAt(at).city)));
  return inTown.length > 0 ? inTown : [...found];
}
