import { Suspense, useState } from 'react';
import { WidgetBoundary } from '../../../components/ui/widget-boundary.tsx';
import { lazyWidget } from '../../../lib/lazy-page.ts';
import { useUser } from '../../../lib/session/get-user.ts';
import { dismissAccountChooser, isAccountChooserDismissed, needsAccountChoice } from '../account-choice.ts';

const AccountChooserModal = lazyWidget(() =>
  import('./account-chooser-modal.tsx').then((module) => module.AccountChooserModal),
);

export function AccountChooserGate() {
  const { data: user } = useUser();
  const [dismissed, setDismissed] = useState(isAccountChooserDismissed);
  if (!user || dismissed || !needsAccountChoice(user)) return null;
  const cancel = () => {
    dismissAccountChooser();
    setDismissed(true);
  };
  return (
    <WidgetBoundary>
      <Suspense fallback={null}>
        <AccountChooserModal accounts={user.accounts} onCancel={cancel} />
      </Suspense>
    </WidgetBoundary>
  );
}
