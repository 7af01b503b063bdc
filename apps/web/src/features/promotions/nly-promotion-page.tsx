import { OtherContentPage } from '../../content/components/other-content-page.tsx';

/** Introduction for non-members (/nly-promotion) (other page `nly_promotion` of the CMS). */
export function Component() {
  return <OtherContentPage otherId="nly_promotion" />;
}
