import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './error-layout.tsx';

export function Component() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return <ErrorLayout title={tc('titles.error')} message={t('generic.message')} detail={t('generic.detail')} />;
}
