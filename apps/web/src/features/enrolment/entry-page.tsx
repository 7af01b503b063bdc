import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** Enrolment (/entry, level 1 with auth_type=1). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
