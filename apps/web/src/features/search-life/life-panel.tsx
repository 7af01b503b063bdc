import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import type { PublicConfig } from '@portal/contracts/config';
import type { CategoryEntry } from '../../lib/search/category-entry.ts';
import { LIFE_SUB_TAB_LABELS } from './constants.ts';
import { initialLifeSubTab, lifeSubTabAvailability, visibleLifeSubTabs } from '../../lib/search/tabs.ts';
import { Preparing } from '../../components/search/preparing.tsx';
import { subTabClass } from '../../components/search/tab-styles.ts';
import { useViewportWidth } from '../../lib/search/use-viewport-width.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { GourmetForm } from './gourmet-form.tsx';
import { LeisureForm } from './leisure-form.tsx';

/**
 * The life tab (spec search.md §1, §4, §9): 暮らす・遊ぶ (113/202 or 113/201) and 食べる (113/201) each shown only with
 * its category flag, starting on 食べる only when 暮らす・遊ぶ has none; neither flag, the stay tab's 準備中 text.
 * Inactive panels unmount, so switching clears categories, areas, errors and genre tags.
 */
export function LifePanel({ categories, config }: { categories: readonly CategoryEntry[]; config: PublicConfig }) {
  const { t } = useSearchTranslation();
  const width = useViewportWidth();
  const availability = lifeSubTabAvailability(categories);
  const tabs = visibleLifeSubTabs(availability);
  const first = initialLifeSubTab(availability);
  if (!first) return <Preparing />;
  return (
    <Tabs defaultSelectedKey={first} className="flex flex-col gap-4">
      <TabList aria-label={t('panel.lifeSubTabs')} className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} className={subTabClass}>
            {LIFE_SUB_TAB_LABELS[tab]}
          </Tab>
        ))}
      </TabList>
      {availability.leisure && (
        <TabPanel id="leisure" className="outline-none">
          <LeisureForm categories={categories} lifeHost={config.lifeHostUrl} viewportWidth={width} />
        </TabPanel>
      )}
      {availability.gourmet && (
        <TabPanel id="gourmet" className="outline-none">
          <GourmetForm
            categories={categories}
            lifeHost={config.lifeHostUrl}
            bookingSite={config.bookingSiteUrl}
            viewportWidth={width}
          />
        </TabPanel>
      )}
    </Tabs>
  );
}
