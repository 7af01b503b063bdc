import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** Not yet enrolled (/not-member). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
