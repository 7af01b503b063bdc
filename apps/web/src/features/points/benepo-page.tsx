import { OtherContentPage } from '../../content/components/other-content-page.tsx';

/** Benepo explanation (/benepo) (other page `benepo` of the CMS). */
export function Component() {
  return <OtherContentPage otherId="benepo" />;
}
