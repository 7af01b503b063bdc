import { useCmsTranslation } from '../../../content/i18n.ts';
import { japanDateParts } from '../news-date.ts';

/** YYYY年MM月DD日 in a <time> element. */
export function NewsDate({ value, className }: { value: string; className?: string }) {
  const { t } = useCmsTranslation();
  const parts = japanDateParts(value);
  if (!parts) return null;
  return (
    <time dateTime={`${parts.year}-${parts.month}-${parts.day}`} className={className}>
      {t('news.date', { ...parts })}
    </time>
  );
}
