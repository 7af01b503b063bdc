import { OtherContentPage } from '../../content/components/other-content-page.tsx';

/** Terms of service (/lifeyell-kiyaku) (other page `lifeyell_kiyaku` of the CMS). */
export function Component() {
  return <OtherContentPage otherId="lifeyell_kiyaku" />;
}
