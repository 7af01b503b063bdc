import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** Other-page detail (/otherPage?other_id=…). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
