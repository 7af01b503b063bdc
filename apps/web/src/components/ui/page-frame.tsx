import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb.tsx';
import { DocumentTitle } from './document-title.tsx';
import { PageTitle } from './page-title.tsx';

/**
 * Page chrome shared by every page: document title, breadcrumb, h1, then the body. At least a screen tall, so
 * that the footer starts below the fold and is never seen pushed down while the page's data arrives.
 */
export function PageFrame({
  title,
  breadcrumb,
  children,
}: {
  title: string;
  breadcrumb: readonly BreadcrumbItem[];
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex min-h-[var(--app-height,100dvh)] w-full max-w-5xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <DocumentTitle title={title} />
      <Breadcrumb items={breadcrumb} />
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
