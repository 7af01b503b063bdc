import { useState } from 'react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Button } from 'react-aria-components/Button';
import {
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components/Calendar';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';
import { japanSlashDate } from '@portal/contracts/japan-time';
import { slashDateToIso } from '@portal/contracts/search/urls';
import { isSelectableDate } from '@portal/contracts/search/form-rules';
import { inputClass } from '../../components/search/field-error.tsx';
import { useSearchTranslation } from '../../lib/search/i18n.ts';

/** yyyy/MM/dd of a calendar date (spec search.md §2 gourmet form date picker format). */
export function toSlashDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}/${String(date.month).padStart(2, '0')}/${String(date.day).padStart(2, '0')}`;
}

const navButton =
  'flex size-10 items-center justify-center rounded-full text-lg text-neutral-800 outline-none hover:bg-neutral-100 data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600';
const cell =
  'flex size-10 cursor-pointer items-center justify-center rounded-full text-sm outline-none data-[disabled]:cursor-default data-[disabled]:text-neutral-400 data-[outside-month]:hidden data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[selected]:bg-brand-600 data-[selected]:font-bold data-[selected]:text-white';

/**
 * The web-reservation date (spec search.md §2 gourmet form): a button that opens a calendar; the date cannot
 * be typed, past dates (Japan time) are disabled, empty shows 日付指定なし and can be chosen again.
 */
export function GourmetDatePicker({
  id,
  labelledBy,
  value,
  onChange,
}: {
  id: string;
  labelledBy: string;
  /** yyyy/MM/dd or '' */
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useSearchTranslation();
  const [open, setOpen] = useState(false);
  const now = new Date();
  const min = parseDate(slashDateToIso(japanSlashDate(now))!);
  // A day that has passed since it was picked (the page left open overnight) shows as 日付指定なし, as the form sends it.
  const shown = value && isSelectableDate(value, now) ? value : '';
  const iso = shown ? slashDateToIso(shown) : null;
  const selected = iso ? parseDate(iso) : null;
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button id={id} aria-labelledby={`${labelledBy} ${id}`} className={`${inputClass} flex items-center text-left`}>
        {shown || <span className="text-neutral-600">{SEARCH_TEXTS.gourmetDatePlaceholder}</span>}
      </Button>
      <Popover
        placement="bottom start"
        className="rounded-xl border border-neutral-200 bg-white p-3 shadow-lg outline-none"
      >
        <Dialog aria-label={t('gourmet.date')} className="outline-none">
          <Calendar
            aria-label={t('gourmet.date')}
            minValue={min}
            value={selected}
            onChange={(date) => {
              onChange(toSlashDate(date));
              setOpen(false);
            }}
          >
            <header className="mb-2 flex items-center justify-between">
              <Button slot="previous" aria-label={t('gourmet.previousMonth')} className={navButton}>
                ‹
              </Button>
              <Heading className="text-sm font-bold text-neutral-900" />
              <Button slot="next" aria-label={t('gourmet.nextMonth')} className={navButton}>
                ›
              </Button>
            </header>
            <CalendarGrid>
              <CalendarGridHeader>
                {(day) => (
                  <CalendarHeaderCell className="text-xs font-normal text-neutral-700">{day}</CalendarHeaderCell>
                )}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={cell} />}</CalendarGridBody>
            </CalendarGrid>
          </Calendar>
          <button
            type="button"
            className="mt-2 w-full rounded-md border border-neutral-300 px-3 py-2 text-sm text-neutral-800 hover:bg-neutral-50"
            onClick={() => {
              onChange('');
              setOpen(false);
            }}
          >
            {SEARCH_TEXTS.gourmetDatePlaceholder}
          </button>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
