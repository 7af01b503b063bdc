import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import type { CategoryEntry } from '../../lib/search/category-entry.ts';
import { STAY_SUB_TAB_LABELS } from '../../lib/search/constants.ts';
import { defaultStaySubTab, staySubTabFlags, visibleStaySubTabs, type StaySubTab } from '../../lib/search/tabs.ts';
import type { PublicConfig } from '@portal/contracts/config';
import { useViewportWidth, viewportOf } from '../../lib/search/use-viewport-width.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { Preparing } from '../../components/search/preparing.tsx';
import { subTabClass } from '../../components/search/tab-styles.ts';
import { DomesticStayForm } from './domestic-stay-form.tsx';
import { PublicStayForm } from './public-stay-form.tsx';
import { StaySearchMenu } from './stay-search-menu.tsx';
import { TourForm } from './tour-form.tsx';

/**
 * The travel tab (spec search.md §1, §2): the stay sub-tabs whose categories exist under 101, the first of them
 * active; none of them, the 準備中 text.
 */
export function StayPanel({ categories, config }: { categories: readonly CategoryEntry[]; config: PublicConfig }) {
  const { t } = useSearchTranslation();
  const width = useViewportWidth();
  const flags = staySubTabFlags(categories);
  const tabs = visibleStaySubTabs(flags);
  const first = defaultStaySubTab(flags);
  if (!first) return <Preparing />;
  const body: Record<StaySubTab, ReactNode> = {
    domestic: <DomesticStayForm stayHost={config.stayHostUrl} viewportWidth={width} />,
    public: (
      <PublicStayForm
        stayHost={config.stayHostUrl}
        alternateSearchUrl={config.publicStaySearchUrl}
        viewportWidth={width}
      />
    ),
    flightTour: (
      <TourForm tab="flightTour" categories={categories} lifeHost={config.lifeHostUrl} viewportWidth={width} />
    ),
    reserveSite: (
      <TourForm tab="reserveSite" categories={categories} lifeHost={config.lifeHostUrl} viewportWidth={width} />
    ),
  };
  // Below 1024 px the travel tab is a menu of the stay searches, each opening alone (spec search.md §2).
  if (viewportOf(width) === 'mobile') return <StaySearchMenu tabs={tabs} forms={body} />;
  // Inactive panels unmount: switching the sub-tab clears the keyword error, and the domestic form reads the
  // saved conditions again when it comes back (spec search.md §4).
  return (
    <Tabs defaultSelectedKey={first} className="flex flex-col gap-4">
      <TabList aria-label={t('panel.staySubTabs')} className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} className={subTabClass}>
            {STAY_SUB_TAB_LABELS[tab]}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab} id={tab} className="outline-none">
          {body[tab]}
        </TabPanel>
      ))}
    </Tabs>
  );
}
