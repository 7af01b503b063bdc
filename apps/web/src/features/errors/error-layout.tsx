import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '../../components/ui/document-title.tsx';

/** The frame of every error page: error title, the spec's message, optional detail and actions. */
export function ErrorLayout({
  title,
  message,
  detail,
  children,
  showTopLink = true,
}: {
  title: string;
  message: string;
  detail?: string;
  children?: ReactNode;
  showTopLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    // At least a screen tall like every page (PageFrame): the footer starts below the fold, so its parts arriving
    // later (the settings, the CMS footer) move nothing the reader sees.
    <div className="mx-auto min-h-[var(--app-height,100dvh)] w-full max-w-2xl px-4 py-10 sm:py-16">
      <DocumentTitle title={title} />
      <section className="flex flex-col gap-5 rounded-xl border border-neutral-200 bg-white p-6 shadow-sm sm:p-10">
        <h1 className="text-xl font-bold text-neutral-900 sm:text-2xl">{title}</h1>
        <p className="text-base font-medium text-neutral-900">{message}</p>
        {detail && <p className="text-sm text-neutral-700">{detail}</p>}
        {children}
        {showTopLink && (
          <p>
            <Link to="/" className="text-brand-700 underline underline-offset-2">
              {t('backToTop')}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
