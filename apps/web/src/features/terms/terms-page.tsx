import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** Terms of service (/lifeyell-kiyaku). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
