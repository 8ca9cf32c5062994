import { catalogueSourceTexts } from '#web/lib/catalogue-source-texts';
import { usePageLanguage } from '#web/lib/i18n';

/** Who publishes a catalogue source, on what terms, and a link to it: the attribution its publisher asks for. */
export function SourceTerms({ source, className }: { source: string; className?: string }) {
  const { _ } = usePageLanguage();
  const info = catalogueSourceTexts.sources[source];
  if (!info) return null;
  return (
    <p className={className}>
      {_(catalogueSourceTexts.sourcePublisher(info.publisher))} {_(info.terms)}{' '}
      {info.url && (
        <a href={info.url} target="_blank" rel="noopener noreferrer">
          {info.title}
        </a>
      )}
    </p>
  );
}
