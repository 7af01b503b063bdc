import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './error-layout.tsx';

/** Every unknown path is replaced by /404 (spec portal.md §8: ページが見つかりません。). */
export function Component() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return <ErrorLayout title={tc('titles.notFound')} message={t('notFound.message')} detail={t('notFound.detail')} />;
}
