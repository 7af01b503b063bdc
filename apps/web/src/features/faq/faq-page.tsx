import { ContactPrompt } from '../../components/ui/contact-prompt.tsx';
import { OtherContentPage } from '../../content/components/other-content-page.tsx';

/** FAQ (/faq) (other page `faq` of the CMS). */
export function Component() {
  return (
    <>
      <OtherContentPage otherId="faq" />
      <ContactPrompt />
    </>
  );
}
