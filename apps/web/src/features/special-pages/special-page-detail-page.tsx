import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** Special page detail (/specialPage/detail?spid=…). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
