import { OtherContentPage } from '../../content/components/other-content-page.tsx';

/** Promotion (/promotion) (other page `promotion` of the CMS). */
export function Component() {
  return <OtherContentPage otherId="promotion" />;
}
