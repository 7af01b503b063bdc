import { Link } from 'react-router';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { SEARCH_TEXTS, TOP_TAB_LABELS } from '../../lib/search/constants.ts';
import { defaultTopTab, topTabVisibility, type TopTab } from '../../lib/search/tabs.ts';
import { usePublicConfig } from '../../config/public-config.ts';
import { useCategories } from '../../lib/catalog-codes.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { LifePanel } from '../../features/search-life/life-panel.tsx';
import { ShopForm } from '../../features/search-shop/shop-form.tsx';
import { StayPanel } from '../../features/search-stay/stay-panel.tsx';

const TOP_TABS: readonly TopTab[] = ['life', 'travel', 'shop'];
const tabClass =
  'cursor-pointer rounded-t-md border-b-2 border-transparent px-4 py-2 text-sm font-bold text-neutral-700 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[selected]:border-brand-600 data-[selected]:text-brand-800';

/**
 * The header search (spec search.md §1): the top tabs whose categories exist, life, else travel, else shop
 * active: the life tab (暮らす・遊ぶ, 食べる), the travel tab with its stay sub-tabs, and the shop search.
 */
export function SearchPanel() {
  const { t } = useSearchTranslation();
  const categories = useCategories();
  const config = usePublicConfig();
  if (categories.isError || config.isError) return <p role="alert">{t('panel.loadError')}</p>;
  if (!categories.data || !config.data) return <p className="text-sm text-neutral-700">{t('panel.loading')}</p>;
  const visibility = topTabVisibility(categories.data);
  const active = defaultTopTab(visibility);
  if (!active) return <p>{t('panel.empty')}</p>;
  const tabs = TOP_TABS.filter((tab) => visibility[tab]);
  return (
    <div className="flex flex-col gap-4">
      <Tabs defaultSelectedKey={active} className="flex flex-col gap-4">
        <TabList aria-label={t('panel.topTabs')} className="flex gap-1 border-b border-neutral-200">
          {tabs.map((tab) => (
            <Tab key={tab} id={tab} className={tabClass}>
              {TOP_TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab} id={tab} className="outline-none">
            {tab === 'life' && <LifePanel categories={categories.data} config={config.data} />}
            {tab === 'travel' && <StayPanel categories={categories.data} config={config.data} />}
            {tab === 'shop' && <ShopForm categories={categories.data} shopHost={config.data.shopHostUrl} />}
          </TabPanel>
        ))}
      </Tabs>
      {/* Map search is linked from the search panel (spec search.md §2): on mobile the header's link is hidden, and
          this panel (the bottom navigation's search modal) is where it is reached. The route change closes the modal. */}
      <p className="border-t border-neutral-200 pt-3">
        <Link
          to="/map"
          className="inline-flex min-h-10 items-center text-sm font-bold text-brand-700 underline underline-offset-2"
        >
          {SEARCH_TEXTS.mapSearch}
        </Link>
      </p>
    </div>
  );
}
