import { ContactPrompt } from '../../components/ui/contact-prompt.tsx';
import { OtherContentPage } from '../other-pages/components/other-content-page.tsx';

/** User guide (/guide) (other page `guide` of the CMS). */
export function Component() {
  return (
    <>
      <OtherContentPage otherId="guide" />
      <ContactPrompt />
    </>
  );
}
