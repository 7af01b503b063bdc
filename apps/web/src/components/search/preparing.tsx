import { useSearchTranslation } from '../../lib/search/i18n.ts';

/** A top tab whose categories exist but none of whose sub-tabs has its flag (spec search.md §1): この検索は準備中です。 */
export function Preparing() {
  const { t } = useSearchTranslation();
  return <p className="rounded-md bg-neutral-100 p-4 text-sm text-neutral-800">{t('panel.preparing')}</p>;
}
