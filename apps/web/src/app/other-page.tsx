import { useSearchParams } from 'react-router';
import { ContactPrompt } from '../components/ui/contact-prompt.tsx';
import { paths } from '../config/paths.ts';
import { OtherContentPage } from '../content/components/other-content-page.tsx';
import { TutorialReopen } from '../features/tutorial/tutorial-invite.tsx';

/**
 * Other-page detail (/otherPage?other_id=…, for example travel_guide, goriyou). The user guide ご利用ガイド (goriyou,
 * search.md §2) also offers the tutorial again (docs/tutorial.md) and the way to the customer centre.
 */
export function Component() {
  const [search] = useSearchParams();
  const otherId = search.get('other_id') ?? '';
  const page = <OtherContentPage key={otherId} otherId={otherId} />;
  if (otherId !== paths.guideOtherId) return page;
  return (
    <>
      {page}
      <div className="mx-auto flex w-full max-w-5xl justify-center px-4">
        <TutorialReopen />
      </div>
      <ContactPrompt />
    </>
  );
}
