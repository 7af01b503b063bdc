import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** News detail (/information/:id). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
