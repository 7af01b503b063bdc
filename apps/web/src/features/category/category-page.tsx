import { PreparingPage } from '../../components/ui/preparing-page.tsx';
import { useRouteHandle } from '../../lib/route-handle.ts';

/** One category listing page for the 11 category paths, chosen by the route's type value (spec portal.md §2). */
export function Component() {
  const category = useRouteHandle()?.category;
  return (
    <div data-category={category}>
      <PreparingPage />
    </div>
  );
}
