import iconStyles from '#web/components/ui/icon.module.css';

/** Line icons for the four feature cards, in their order: route, review star, heart, phone. */
const PATHS = [
  'M5 19c0-4 4-4 7-7s3-7 7-7M5 19a2 2 0 1 0 0-.01M19 5a2 2 0 1 0 0-.01',
  'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  'M8 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zM11 18h2',
] as const;

export function FeatureIcon({ index, className }: { index: number; className?: string }) {
  return (
    <span className={className} aria-hidden="true">
      <svg className={iconStyles.stroked} viewBox="0 0 24 24" focusable="false">
        <path d={PATHS[index % PATHS.length]} />
      </svg>
    </span>
  );
}
