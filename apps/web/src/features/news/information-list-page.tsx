import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** News list (/information): filters by category, year and all. Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
