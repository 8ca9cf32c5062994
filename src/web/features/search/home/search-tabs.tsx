import { useSearchParams } from 'react-router';
import { Tabs, type TabItem } from '#web/components/ui/tabs';
import { LineIcon } from '#web/components/ui/line-icon';
import { AiSearchForm } from './ai-search-form';
import { NearbySearchForm } from './nearby-search-form';
import { RouteSearchForm } from './route-search-form';
import { useLingui } from '@lingui/react';
import { searchFormTexts } from './search-form-texts';
import type { MessageDescriptor } from '@lingui/core';

const TAB_IDS = ['route', 'nearby', 'ai'] as const;
type TabId = (typeof TAB_IDS)[number];
const isTabId = (value: string | null): value is TabId => TAB_IDS.some((id) => id === value);

const text = searchFormTexts;

const ITEMS: ReadonlyArray<Omit<TabItem<TabId>, 'label'> & { label: MessageDescriptor }> = [
  {
    id: 'route',
    label: text.routeTab,
    icon: (
      <LineIcon>
        <circle cx="6" cy="18" r="2" />
        <circle cx="18" cy="6" r="2" />
        <path d="M8 18h6a3 3 0 0 0 0-6h-4a3 3 0 0 1 0-6h6" />
      </LineIcon>
    ),
    panel: <RouteSearchForm />,
  },
  {
    id: 'nearby',
    label: text.nearbyTab,
    icon: (
      <LineIcon>
        <path d="M12 21s-6-5.3-6-11a6 6 0 0 1 12 0c0 5.7-6 11-6 11z" />
        <circle cx="12" cy="10" r="2" />
      </LineIcon>
    ),
    panel: <NearbySearchForm />,
  },
  {
    id: 'ai',
    label: text.aiTab,
    icon: (
      <LineIcon>
        <path d="M12 3l1.8 4.7L18.5 9.5l-4.7 1.8L12 16l-1.8-4.7L5.5 9.5l4.7-1.8z" />
        <path d="M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z" />
      </LineIcon>
    ),
    panel: <AiSearchForm />,
  },
];

/** Home's three ways to search; the chosen tab lives in the URL (?tab=nearby). */
export function SearchTabs({ className }: { className?: string }) {
  const { _ } = useLingui();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const selected: TabId = isTabId(tab) ? tab : 'route';

  function select(id: TabId) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === 'route') next.delete('tab');
        else next.set('tab', id);
        return next;
      },
      // Switching tabs is not a page to go Back to, must not scroll the page, and must show the
      // chosen tab at once (arrow keys move the focus to it in the same event).
      { replace: true, preventScrollReset: true, flushSync: true },
    );
  }

  const items = ITEMS.map((item) => ({ ...item, label: _(item.label) }));
  return <Tabs label={_(text.tabsLabel)} items={items} selected={selected} onSelect={select} className={className} />;
}
