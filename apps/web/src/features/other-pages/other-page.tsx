import { useSearchParams } from 'react-router';
import { OtherContentPage } from '../../content/components/other-content-page.tsx';

/** Other-page detail (/otherPage?other_id=…, for example travel_guide, goriyou). */
export function Component() {
  const [search] = useSearchParams();
  const otherId = search.get('other_id') ?? '';
  return <OtherContentPage key={otherId} otherId={otherId} />;
}
