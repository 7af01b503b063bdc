import { OtherContentPage } from '../../content/components/other-content-page.tsx';

/** How to pay (howToPay) (other page `how_to_pay` of the CMS). */
export function Component() {
  return <OtherContentPage otherId="how_to_pay" />;
}
