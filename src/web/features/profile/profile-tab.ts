export const PROFILE_TABS = ['overview', 'daycares', 'routes', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

/** The tab named in ?tab=; anything else (absent, mistyped, an old link) opens the overview. */
export function parseProfileTab(value: string | null): ProfileTab {
  return PROFILE_TABS.find((tab) => tab === value) ?? 'overview';
}
