import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** The special list (/special). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
