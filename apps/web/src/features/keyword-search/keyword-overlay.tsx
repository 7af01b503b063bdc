import { useState, type FormEvent } from 'react';
import { Button } from 'react-aria-components/Button';
import { buildSiteKeywordUrl } from '@portal/contracts/search/urls';
import { AppModal } from '../../components/ui/modal.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { usePublicConfig } from '../../config/public-config.ts';
import { keywordInputProps } from '../../components/search/keyword-input.ts';
import { useNavigationTranslation } from '../../lib/search/navigation-i18n.ts';

/**
 * The site-wide keyword overlay (spec search.md §2): a React Aria modal (focus trapped, Escape closes) whose
 * search is a full navigation to {life host}/menus?keyword=…, only when the keyword is non-empty.
 */
export function KeywordOverlay({ onClose }: { onClose: () => void }) {
  const { t } = useNavigationTranslation();
  const config = usePublicConfig();
  const [keyword, setKeyword] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!config.data) return;
    const url = buildSiteKeywordUrl(config.data.lifeHostUrl, keyword);
    if (url) browserNavigation.assign(url);
  };

  return (
    <AppModal title={t('keywordOverlay.title')} onClose={onClose}>
      <form role="search" onSubmit={onSubmit} className="flex flex-col gap-3">
        <label htmlFor="site-keyword" className="text-sm font-bold text-neutral-900">
          {t('keywordOverlay.label')}
        </label>
        <div className="flex gap-2">
          <input
            id="site-keyword"
            type="search"
            name="keyword"
            autoFocus
            {...keywordInputProps(keyword, setKeyword)}
            placeholder={t('keywordOverlay.placeholder')}
            className="min-h-12 w-full min-w-0 flex-1 rounded-md border border-neutral-400 px-3 text-base"
          />
          <button type="submit" className={buttonStyles.primary}>
            {t('keywordOverlay.submit')}
          </button>
        </div>
      </form>
      <Button onPress={onClose} className={buttonStyles.secondary}>
        {t('keywordOverlay.close')}
      </Button>
    </AppModal>
  );
}
