import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components/Button';
import { AppModal } from '../../../components/ui/modal.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';

/** The mobile search modal: the search itself comes in a later issue. */
export function SearchPlaceholderModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('layout');
  const { t: tc } = useTranslation();
  return (
    <AppModal title={t('search.title')} onClose={onClose}>
      <p className="text-neutral-800">{t('search.preparing')}</p>
      <Button onPress={onClose} className={buttonStyles.secondary}>
        {tc('close')}
      </Button>
    </AppModal>
  );
}
