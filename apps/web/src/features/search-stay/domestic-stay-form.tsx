import { Suspense, lazy, useId, useState } from 'react';
import { childrenTotal, emptyChildCounts, type ChildCounts } from '@portal/contracts/search/children';
import { SPECIAL_CONDITION_GROUPS, type SpecialConditionGroupId } from '@portal/contracts/search/constants';
import { STAY_ADULTS, STAY_NIGHTS, STAY_ROOMS } from './stay-form.ts';
import {
  EMPTY_DESTINATION,
  destinationAreaCodes,
  destinationFromCodes,
  destinationLabel,
  destinationResult,
  type DestinationState,
} from './destination-picker.ts';
import { japanIsoDate } from '@portal/contracts/japan-time';
import { adjustUpperPrice, isUpperOptionDisabled, stayPriceOptions } from '../../lib/search/price.ts';
import {
  isNightsEnabled,
  nightsAfterDateChange,
  stayAdultsOptions,
  stayNightsOptions,
  stayRoomsOptions,
} from './stay-form.ts';
import { isSearchHistoryAboveForm } from './search-history.ts';
import { validateCheckInDate, validateStayDomestic } from '@portal/contracts/search/stay-validation';
import { buildStaySearchUrl, type SpecialConditions, type StaySearchInput } from '@portal/contracts/search/urls';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { FieldError, inputClass, labelClass } from '../../components/search/field-error.tsx';
import { invalidProps, KeywordField, SearchForm, SearchSubmit } from '../../components/search/search-form-parts.tsx';
import { viewportOf } from '../../lib/search/use-viewport-width.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { SearchHistoryList } from './search-history-list.tsx';
import {
  deleteSearchHistory,
  readSearchHistory,
  readStayConditions,
  recordSearch,
  saveStayConditions,
} from './stay-storage.ts';
import { useDestinationLabels } from './use-destination-labels.ts';

const DestinationPickerModal = lazy(() =>
  import('./destination-picker-modal.tsx').then((m) => ({ default: m.DestinationPickerModal })),
);
const ChildrenModal = lazy(() => import('./children-modal.tsx').then((m) => ({ default: m.ChildrenModal })));

const isoToSlash = (iso: string) => iso.replaceAll('-', '/');
const slashToIso = (slash: string | null | undefined) => (slash ? slash.replaceAll('/', '-') : '');

/** Form state from the saved conditions cookie (spec search.md §4; a past check-in date is cleared), or §9 defaults. */
function initialState() {
  const saved = readStayConditions();
  // Several prefectures, municipalities and sub-areas come back, each under its prefecture (spec search.md §4).
  const destination: DestinationState = saved ? destinationFromCodes(saved) : EMPTY_DESTINATION;
  return {
    destination,
    keyword: saved?.keyword ?? '',
    checkInDate: saved?.checkInDate ?? '',
    nights: saved?.stayNights ?? STAY_NIGHTS.default,
    rooms: saved?.rooms ?? STAY_ROOMS.default,
    adults: saved?.adults ?? STAY_ADULTS.default,
    children: saved?.children ?? emptyChildCounts(),
    feeLower: saved?.feeLower ?? 0,
    feeUpper: saved?.feeUpper ?? 0,
    special: saved?.specialConditions ?? {},
  };
}

/** Stay sub-tab 1, 国内宿泊施設 (spec search.md §2 stay screen, §3, §4, §5, §9). */
export function DomesticStayForm({ stayHost, viewportWidth }: { stayHost: string; viewportWidth: number }) {
  const { t } = useSearchTranslation();
  const id = useId();
  const [initial] = useState(initialState);
  const [rawDestination, setDestination] = useState(initial.destination);
  const destination = useDestinationLabels(rawDestination);
  const [keyword, setKeyword] = useState(initial.keyword);
  const [checkInDate, setCheckInDate] = useState(initial.checkInDate);
  const [nights, setNights] = useState(initial.nights);
  const [rooms, setRooms] = useState(initial.rooms);
  const [adults, setAdults] = useState(initial.adults);
  const [children, setChildren] = useState<ChildCounts>(initial.children);
  const [feeLower, setFeeLower] = useState(initial.feeLower);
  const [feeUpper, setFeeUpper] = useState(initial.feeUpper);
  const [special, setSpecial] = useState<SpecialConditions>(initial.special);
  const [error, setError] = useState<string | null>(null);
  const [dateError, setDateError] = useState<string | null>(null);
  const [history, setHistory] = useState(() => readSearchHistory());
  const [dialog, setDialog] = useState<'destination' | 'children' | null>(null);
  const viewport = viewportOf(viewportWidth);
  const today = japanIsoDate(new Date());

  const search = () => {
    const codes = destinationAreaCodes(destinationResult(destination));
    const invalid = validateStayDomestic({ keyword, ...codes }, viewport);
    // A past check-in date is refused, never sent (spec search.md §5), whether typed or picked.
    const invalidDate = validateCheckInDate(checkInDate, new Date());
    setError(invalid?.message ?? null);
    setDateError(invalidDate?.message ?? null);
    if (invalid || invalidDate) {
      document.getElementById(invalid ? `${id}-keyword` : `${id}-date`)?.focus();
      return;
    }
    const input: StaySearchInput = {
      keyword,
      ...codes,
      checkInDate: checkInDate || null,
      stayNights: nights,
      rooms,
      adults,
      children,
      feeLower,
      feeUpper,
      specialConditions: special,
    };
    const url = buildStaySearchUrl(stayHost, input);
    const kids = childrenTotal(children);
    const display = [
      destinationLabel(destination),
      keyword.trim(),
      checkInDate ? `${checkInDate} ${t('history.nights', { count: nights })}` : '',
      t('history.adults', { count: adults }),
      kids > 0 ? t('history.children', { count: kids }) : '',
    ]
      .filter(Boolean)
      .join(' / ');
    saveStayConditions(input);
    recordSearch({ urlLink: url, urlDisp: display });
    browserNavigation.assign(url);
  };

  const toggleSpecial = (group: SpecialConditionGroupId, condition: string, checked: boolean) =>
    setSpecial((current) => {
      const list = current[group] ?? [];
      return { ...current, [group]: checked ? [...list, condition] : list.filter((c) => c !== condition) };
    });

  const label = destinationLabel(destination);
  const historyList = (
    <SearchHistoryList entries={history} onRemove={(urlLink) => setHistory(deleteSearchHistory(urlLink))} />
  );
  const errorId = `${id}-error`;
  const dateErrorId = `${id}-date-error`;

  return (
    <div className="flex flex-col gap-4">
      {isSearchHistoryAboveForm(viewportWidth) && historyList}
      <SearchForm onSearch={search} className="grid gap-4 lg:grid-cols-2">
        <div>
          <span id={`${id}-destination-label`} className={labelClass}>
            {t('form.destination')}
          </span>
          <button
            type="button"
            aria-labelledby={`${id}-destination-label ${id}-destination-value`}
            aria-haspopup="dialog"
            {...invalidProps(!!error, errorId)}
            className={`${inputClass} text-left`}
            onClick={() => setDialog('destination')}
          >
            <span id={`${id}-destination-value`}>{label || t('form.destinationPlaceholder')}</span>
          </button>
        </div>
        <div>
          <KeywordField
            id={`${id}-keyword`}
            value={keyword}
            onChange={setKeyword}
            onSearch={search}
            placeholder={t('form.keywordPlaceholder')}
            invalid={!!error}
            errorId={errorId}
          />
        </div>
        <div className="lg:col-span-2">
          <FieldError id={errorId} message={error} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-date`} className={labelClass}>
              {t('form.checkInDate')}
            </label>
            {/* min disables the past days in the browser's picker; a typed past date is refused on leaving the
                field and on search (not while the year is still being typed); the message goes once it is
                corrected. */}
            <input
              id={`${id}-date`}
              type="date"
              min={today}
              value={slashToIso(checkInDate)}
              className={inputClass}
              {...invalidProps(!!dateError, dateErrorId)}
              onChange={(e) => {
                const next = e.target.value ? isoToSlash(e.target.value) : '';
                setCheckInDate(next);
                setNights((n) => nightsAfterDateChange(next, n));
                if (dateError && !validateCheckInDate(next, new Date())) setDateError(null);
              }}
              onBlur={() => setDateError(validateCheckInDate(checkInDate, new Date())?.message ?? null)}
            />
            <FieldError id={dateErrorId} message={dateError} />
          </div>
          <div>
            <label htmlFor={`${id}-nights`} className={labelClass}>
              {t('form.nights')}
            </label>
            <select
              id={`${id}-nights`}
              value={nights}
              disabled={!isNightsEnabled(checkInDate)}
              className={inputClass}
              onChange={(e) => setNights(Number(e.target.value))}
            >
              {stayNightsOptions().map((n) => (
                <option key={n} value={n}>
                  {t('form.nightsOption', { count: n })}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-3">
          <div>
            <label htmlFor={`${id}-rooms`} className={labelClass}>
              {t('form.rooms')}
            </label>
            <select
              id={`${id}-rooms`}
              value={rooms}
              className={inputClass}
              onChange={(e) => setRooms(Number(e.target.value))}
            >
              {stayRoomsOptions().map((n) => (
                <option key={n} value={n}>
                  {t('form.roomsOption', { count: n })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-adults`} className={labelClass}>
              {t('form.adults')}
            </label>
            <select
              id={`${id}-adults`}
              value={adults}
              className={inputClass}
              onChange={(e) => setAdults(Number(e.target.value))}
            >
              {stayAdultsOptions().map((n) => (
                <option key={n} value={n}>
                  {t('form.adultsOption', { count: n })}
                </option>
              ))}
            </select>
          </div>
          <div>
            <span className={labelClass}>{t('form.children')}</span>
            <button
              type="button"
              aria-haspopup="dialog"
              className={`${inputClass} text-left`}
              onClick={() => setDialog('children')}
            >
              {t('form.childrenButton', { count: childrenTotal(children) })}
            </button>
          </div>
        </div>
        <fieldset className="grid grid-cols-2 gap-3">
          <legend className={labelClass}>{t('form.budget')}</legend>
          <div>
            <label htmlFor={`${id}-fee-lower`} className="sr-only">
              {t('form.budgetLower')}
            </label>
            <select
              id={`${id}-fee-lower`}
              value={feeLower}
              className={inputClass}
              onChange={(e) => {
                const lower = Number(e.target.value);
                setFeeLower(lower);
                setFeeUpper((upper) => adjustUpperPrice(lower, upper));
              }}
            >
              {stayPriceOptions('lower').map((o) => (
                <option key={o.value} value={o.value}>
                  {o.displayName}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-fee-upper`} className="sr-only">
              {t('form.budgetUpper')}
            </label>
            <select
              id={`${id}-fee-upper`}
              value={feeUpper}
              className={inputClass}
              onChange={(e) => setFeeUpper(adjustUpperPrice(feeLower, Number(e.target.value)))}
            >
              {stayPriceOptions('upper').map((o) => (
                <option key={o.value} value={o.value} disabled={isUpperOptionDisabled(o.value, feeLower)}>
                  {o.displayName}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <fieldset className="lg:col-span-2">
          <legend className={labelClass}>{t('form.special')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {SPECIAL_CONDITION_GROUPS.flatMap((group) =>
              group.conditions
                .filter((c) => c.onScreen)
                .map((c) => (
                  <label key={c.id} className="inline-flex min-h-10 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4"
                      checked={(special[group.id] ?? []).includes(c.id)}
                      onChange={(e) => toggleSpecial(group.id, c.id, e.target.checked)}
                    />
                    {c.label}
                  </label>
                )),
            )}
          </div>
        </fieldset>
        <div className="lg:col-span-2">
          <SearchSubmit />
        </div>
      </SearchForm>
      {!isSearchHistoryAboveForm(viewportWidth) && historyList}
      <Suspense fallback={null}>
        {dialog === 'destination' && (
          <DestinationPickerModal
            initial={destination}
            onConfirm={(next) => {
              setDestination(next);
              setError(null);
            }}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'children' && (
          <ChildrenModal initial={children} onConfirm={setChildren} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </div>
  );
}
