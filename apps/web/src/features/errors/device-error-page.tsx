import { useTranslation } from 'react-i18next';
import { ErrorLayout } from './error-layout.tsx';

/** Feature phones land here (spec portal.md §8). */
export function Component() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation();
  return (
    <ErrorLayout
      title={tc('titles.deviceError')}
      message={t('device.message')}
      detail={t('device.detail')}
      showTopLink={false}
    />
  );
}
