import { FinishScreen } from './components/form-notices.tsx';
import { useContactTranslation } from './i18n.ts';

/** Opinion box, step 3 (spec portal.md §2 "opinion box register"): thanks. */
export function Component() {
  const { t } = useContactTranslation();
  return (
    <FinishScreen heading={t('opinion.registerHeading')}>
      <p className="max-w-2xl text-left text-neutral-800">{t('opinion.registerText')}</p>
    </FinishScreen>
  );
}
