import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets "<page title> | ライフエール" (spec portal.md §2: the document title is set per route). */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation();
  const full = t('documentTitle', { title });
  useEffect(() => {
    document.title = full;
  }, [full]);
  return null;
}
