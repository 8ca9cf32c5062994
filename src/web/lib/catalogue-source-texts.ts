import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import { formatCalendarDate } from './format-date';
import { i18n } from './i18n';

// Where the catalogue's programs come from, in words, for About, the program page and the
// comparison. A dataset's title and its publisher are names, and stay as their publisher writes them.

interface SourceInfo {
  /** The source in a sentence: "From {name}, snapshot …". */
  name: MessageDescriptor;
  title: string;
  publisher: string;
  terms: MessageDescriptor;
  url: string | null;
}

/** Each catalogue source: its name in a sentence, who publishes it, on what terms, and where. */
export const catalogueSourceTexts = {
  sources: {
    'ma-eec': {
      name: msg`the Massachusetts EEC licensing list`,
      title: 'Massachusetts EEC licensed and funded programs',
      publisher: 'Massachusetts Department of Early Education and Care',
      terms: msg`A public record, published on the Commonwealth's open-data portal.`,
      url: 'https://educationtocareer.data.mass.gov/d/iyks-y3g6',
    },
    hifld: {
      name: msg`the HIFLD child care centers list`,
      title: 'HIFLD Child Care Centers',
      publisher: 'US Department of Homeland Security (HIFLD)',
      terms: msg`HIFLD Open data: US government work in the public domain.`,
      url: 'https://hifld-geoplatform.hub.arcgis.com/',
    },
    osm: {
      name: msg`OpenStreetMap`,
      title: 'OpenStreetMap childcare places',
      publisher: 'OpenStreetMap contributors',
      terms: msg`© OpenStreetMap contributors, available under the Open Database License.`,
      url: 'https://www.openstreetmap.org/copyright',
    },
    demo: {
      name: msg`the demo catalogue (invented programs)`,
      title: 'Demo catalogue',
      publisher: 'CareRoute',
      terms: msg`Invented programs for trying the app; none of them is real.`,
      url: null,
    },
  } as Record<string, SourceInfo | undefined>,
  otherSource: msg`an imported licensing list`,
  fromSource: (source: string) => msg`From ${{ source }}`,
  fromSourceSnapshot: (source: string, snapshot: string) => msg`From ${{ source }}, snapshot ${{ snapshot }}`,
  sourcePublisher: (publisher: string) => msg`Published by ${{ publisher }}.`,
  sourcesTitle: msg`Where the programs come from`,
  sourcesIntro: msg`Every program comes from a public licensing list or open map data, refreshed from the source.`,
  sourcePrograms: (count: string) => msg`${{ count }} programs`,
  sourceProgramsSnapshot: (count: string, snapshot: string) => msg`${{ count }} programs, snapshot ${{ snapshot }}`,
};

/** "From the Massachusetts EEC licensing list, snapshot Mar 3, 2026": where the licensing facts come from. */
export function sourceText(source: string, snapshot: string | null): string {
  const name = i18n._(catalogueSourceTexts.sources[source]?.name ?? catalogueSourceTexts.otherSource);
  return i18n._(snapshot ? catalogueSourceTexts.fromSourceSnapshot(name, formatCalendarDate(snapshot)) : catalogueSourceTexts.fromSource(name));
}
