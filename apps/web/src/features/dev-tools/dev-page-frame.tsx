import type { ReactNode } from 'react';
import { DocumentTitle } from '../../components/ui/document-title.tsx';
import { PageTitle } from '../../components/ui/page-title.tsx';

export function DevPageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8">
      <DocumentTitle title={title} />
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
