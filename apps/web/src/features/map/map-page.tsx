import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** Map search (/map). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
