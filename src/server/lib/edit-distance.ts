/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1), given up once it must exceed `max`: the typo check of
 * docs/decisions/0029-free-text-extraction.md. Returns max + 1 when the distance is larger.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowBest = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (twoBack[j - 2] as number) + 1);
      current.push(value);
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > max) return max + 1;
    twoBack = previous;
    previous = current;
  }
  return Math.min(previous[b.length] as number, max + 1);
}

/** The typos tolerated in a word or name of this many letters: none under 5, one up to 7, two from 8. */
export function typoAllowance(length: number): number {
  if (length < 5) return 0;
  return length < 8 ? 1 : 2;
}
