import type { ReactNode } from 'react';
import type { ProfileTab } from '../profile-tab';
import { LineIcon } from '#web/components/ui/line-icon';

/** The drawing of each tab's icon (24 x 24, stroked), also used by the empty states. */
export const tabIconPaths: Record<ProfileTab, ReactNode> = {
  overview: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  daycares: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  routes: (
    <path d="M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 15V9a4 4 0 0 1 4-4h2M18 9v6a4 4 0 0 1-4 4h-2" />
  ),
  settings: (
    <>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2v3M12 19v3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M2 12h3M19 12h3M4.9 19.1 7 17M17 7l2.1-2.1" />
    </>
  ),
};

/** A tab's icon beside its label (the Tabs component hides icons on narrow phones). */
export function TabIcon({ tab }: { tab: ProfileTab }) {
  return (
    <LineIcon>
      {tabIconPaths[tab]}
    </LineIcon>
  );
}
