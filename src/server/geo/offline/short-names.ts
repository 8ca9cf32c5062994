/** A site's name, the ZIP code it is in and the city that ZIP is named for. */
type Site = [name: string, zip: string, city: string];

/**
 * The sites listed, then the short names parents give them, made from their full names: an
 * airport by the city its name holds or without its "International" ("the Memphis airport",
 * "Reagan Airport"), a state university by its state ("Ohio State", "Salem State"), a general,
 * memorial or children's hospital without its last word ("Lawrence General", "Charlton
 * Memorial"). A short name listed already, or "Washington State" (also the state itself), is not
 * made again. (A base's "AFB" needs none: the gazetteer reads "Air Force Base" so.)
 */
export function withShortNames(listed: readonly Site[]): Site[] {
  const named = new Set(listed.map(([name]) => name.toLowerCase()));
  const made: Site[] = [];
  for (const [name, zip, city] of listed) {
    for (const short of shortNamesOf(name, city)) {
      if (short === 'Washington State' || named.has(short.toLowerCase())) continue;
      named.add(short.toLowerCase());
      made.push([short, zip, city]);
    }
  }
  return [...listed, ...made];
}

function shortNamesOf(name: string, city: string): string[] {
  if (/\bAirport$/.test(name)) {
    // Only a city the airport's own name holds: JFK lies in a ZIP code named Jamaica, no one's "Jamaica airport".
    const byCity = name.includes(city) ? [`${city} Airport`] : [];
    const plain = /^(.+?) (?:International|National|Regional) Airport$/.exec(name)?.[1];
    return plain ? [...byCity, `${plain} Airport`] : byCity;
  }
  const stateUniversity = /^(?:The\s+)?(.+ State) University$/.exec(name)?.[1];
  if (stateUniversity) return [stateUniversity];
  const hospital = /^(.+ (?:General|Memorial|Children's)) Hospital$/.exec(name)?.[1];
  return hospital ? [hospital] : [];
}
