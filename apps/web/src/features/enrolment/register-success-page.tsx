import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** Enrolment finished (/registerSuccess, level 1). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
