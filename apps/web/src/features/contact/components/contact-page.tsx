import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/ui/page-frame.tsx';
import { useBreadcrumbItems, useRouteHandle } from '../../../lib/route-handle.ts';
import { ContactSteps, type ContactStep } from './contact-steps.tsx';

/** Page chrome of every contact screen: title, breadcrumb, the three steps, then the step's body. */
export function ContactPage({ step, children }: { step: ContactStep; children: ReactNode }) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  const title = handle ? t(`titles.${handle.title}`) : t('siteName');
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <ContactSteps current={step} />
      <div className="rounded-lg bg-white p-4 sm:p-6">{children}</div>
    </PageFrame>
  );
}
