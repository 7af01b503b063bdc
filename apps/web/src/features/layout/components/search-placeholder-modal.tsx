import { SearchPanelModal } from '../../search/components/search-panel-modal.tsx';

/**
 * The search modal of the header's 検索 button and of the bottom navigation (spec search.md §2). This module is
 * loaded lazily by the app shell, so the search panel and its texts stay out of the first load.
 */
export function SearchPlaceholderModal({ onClose }: { onClose: () => void }) {
  return <SearchPanelModal onClose={onClose} />;
}
