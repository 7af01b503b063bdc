import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './error-layout.tsx';

export function Component() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return (
    <ErrorLayout
      title={tc('titles.maintenance')}
      message={t('maintenance.message')}
      detail={t('maintenance.detail')}
      showTopLink={false}
    />
  );
}
