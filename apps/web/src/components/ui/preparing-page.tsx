import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBreadcrumbItems, useRouteHandle } from '../../lib/route-handle.ts';
import { PageFrame } from './page-frame.tsx';

/** An honest page frame for screens a later issue fills: title, breadcrumb and 「このページは準備中です。」. */
export function PreparingPage() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const breadcrumb = useBreadcrumbItems(handle);
  const title = handle ? t(`titles.${handle.title}`) : t('siteName');
  return (
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <section className="rounded-lg border border-dashed border-neutral-300 bg-white p-6 text-neutral-800">
        <p>{t('preparing')}</p>
        <p className="mt-4">
          <Link to="/" className="text-brand-700 underline underline-offset-2">
            {t('backToTop')}
          </Link>
        </p>
      </section>
    </PageFrame>
  );
}
