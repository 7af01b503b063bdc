import { PreparingPage } from '../../components/ui/preparing-page.tsx';

/** Enrolment confirmation (/entryConfirm). Filled by a later issue; until then an honest page frame. */
export function Component() {
  return <PreparingPage />;
}
