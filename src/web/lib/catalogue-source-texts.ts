import { messages } from '#shared/messages.js';
import { formatCalendarDate } from './format-date';

// Where the catalogue's programs come from, in words: loaded with the pages that name a source (the
// program page, the results' cards, About), not with the home page's first download.

/** Each catalogue source: its name in a sentence, who publishes it, on what terms, and where. */
export const catalogueSourceTexts = {
  sources: {
    'ma-eec': {
      name: 'the Massachusetts EEC licensing list',
      title: 'Massachusetts EEC licensed and funded programs',
      publisher: 'Massachusetts Department of Early Education and Care',
      terms: "A public record, published on the Commonwealth's open-data portal.",
      url: 'https://educationtocareer.data.mass.gov/d/iyks-y3g6',
    },
    hifld: {
      name: 'the HIFLD child care centers list',
      title: 'HIFLD Child Care Centers',
      publisher: 'US Department of Homeland Security (HIFLD)',
      terms: 'HIFLD Open data: US government work in the public domain.',
      url: 'https://hifld-geoplatform.hub.arcgis.com/',
    },
    osm: {
      name: 'OpenStreetMap',
      title: 'OpenStreetMap childcare places',
      publisher: 'OpenStreetMap contributors',
      terms: '© OpenStreetMap contributors, available under the Open Database License.',
      url: 'https://www.openstreetmap.org/copyright',
    },
    demo: {
      name: 'the demo catalogue (invented programs)',
      title: 'Demo catalogue',
      publisher: 'CareRoute',
      terms: 'Invented programs for trying the app; none of them is real.',
      url: null,
    },
  } as Record<string, { name: string; title: string; publisher: string; terms: string; url: string | null } | undefined>,
  otherSource: 'an imported licensing list',
  sourcePublisher: (publisher: string) => `Published by ${publisher}.`,
  sourcesTitle: 'Where the programs come from',
  sourcesIntro: 'Every program comes from a public licensing list or open map data, refreshed from the source.',
  sourcePrograms: (count: string, snapshot: string | null) => (snapshot ? `${count} programs, snapshot ${snapshot}` : `${count} programs`),
};

/** "From the Massachusetts EEC licensing list, snapshot Mar 3, 2026": where the licensing facts come from. */
export function sourceText(source: string, snapshot: string | null): string {
  return messages.listing.fromSource(catalogueSourceTexts.sources[source]?.name ?? catalogueSourceTexts.otherSource, snapshot ? formatCalendarDate(snapshot) : null);
}
