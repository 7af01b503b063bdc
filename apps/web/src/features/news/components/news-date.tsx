import { dateInWords, japanIsoDate } from '@portal/contracts/japan-time';
import { useCmsTranslation } from '../../../content/i18n.ts';

/**
 * News dates as YYYY年MM月DD日 in Japan time (spec portal.md §2). pub_date is a calendar day in Japan time
 * already (YYYY-MM-DD); a full timestamp is converted to Asia/Tokyo first.
 */
export interface DateParts {
  year: string;
  month: string;
  day: string;
}

export function japanDateParts(value: string): DateParts | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return { year: day[1]!, month: day[2]!, day: day[3]! };
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const [year, month, dd] = japanIsoDate(date).split('-');
  return year && month && dd ? { year, month, day: dd } : null;
}

/** YYYY年MM月DD日 (in English the long date every page writes) in a <time> element. */
export function NewsDate({ value, className }: { value: string; className?: string }) {
  const { i18n } = useCmsTranslation();
  const parts = japanDateParts(value);
  if (!parts) return null;
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return (
    <time dateTime={date} className={className}>
      {dateInWords(date, i18n.language, { zeroPadded: true })}
    </time>
  );
}
