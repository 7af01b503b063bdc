import { useTranslation } from 'react-i18next';
import { OrderSteps } from '../../components/ui/order-steps.tsx';
import { PageFrame } from '../../components/ui/page-frame.tsx';
import { useBreadcrumbItems, useRouteHandle } from '../../lib/route-handle.ts';

/** /orders/confirm: the confirm step of an application. */
export function Component() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  return (
    <PageFrame title={t('titles.orderConfirm')} breadcrumb={breadcrumb}>
      <OrderSteps routeName="confirm" completed={['applicantInformation']} />
      <section className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-neutral-800">
        <p>{t('preparing')}</p>
      </section>
    </PageFrame>
  );
}
