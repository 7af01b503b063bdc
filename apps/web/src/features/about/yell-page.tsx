import { OtherContentPage } from '../../content/components/other-content-page.tsx';

/** About (/yell) (other page `yell` of the CMS). */
export function Component() {
  return <OtherContentPage otherId="yell" />;
}
