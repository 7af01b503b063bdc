import { PreparingPage } from '../../components/ui/preparing-page.tsx';
import { useRouteHandle } from '../../lib/route-handle.ts';

/**
 * One page for /app-withdraw and /app-continue, chosen by the route's type value. The original product's
 * type values look swapped between the two routes (spec portal.md §2); we map each route to its own meaning.
 */
export function Component() {
  const action = useRouteHandle()?.membershipAction;
  return (
    <div data-membership-action={action}>
      <PreparingPage />
    </div>
  );
}
