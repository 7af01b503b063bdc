import { ContactPrompt } from '../../components/ui/contact-prompt.tsx';
import { OtherContentPage } from '../../content/components/other-content-page.tsx';
import { TutorialReopen } from './tutorial-invite.tsx';

/** User guide (/guide) (other page `guide` of the CMS), and the way back to the tutorial. */
export function Component() {
  return (
    <>
      <OtherContentPage otherId="guide" />
      <div className="mx-auto flex w-full max-w-5xl justify-center px-4">
        <TutorialReopen />
      </div>
      <ContactPrompt />
    </>
  );
}
