import { Suspense, lazy, useId, useState } from 'react';
import { useController, useWatch } from 'react-hook-form';
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
import {
  DomesticStaySearchSchemas,
  validateCheckInDate,
  type DomesticStaySearchValues,
} from '@portal/contracts/search/stay-validation';
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
import { searchFormResolver, useSearchForm } from '../../lib/search/use-search-form.ts';

const DestinationPickerModal = lazy(() =>
  import('./destination-picker-modal.tsx').then((m) => ({ default: m.DestinationPickerModal })),
);
const ChildrenModal = lazy(() => import('./children-modal.tsx').then((m) => ({ default: m.ChildrenModal })));

const isoToSlash = (iso: string) => iso.replaceAll('-', '/');
const slashToIso = (slash: string | null | undefined) => (slash ? slash.replaceAll('/', '-') : '');

interface DomesticStayFormValues {
  /** The destination picker's state: prefectures with their municipalities and sub-areas. */
  destination: DestinationState;
  keyword: string;
  /** yyyy/MM/dd, or '' for no date. */
  checkInDate: string;
  stayNights: number;
  rooms: number;
  adults: number;
  children: ChildCounts;
  feeLower: number;
  feeUpper: number;
  specialConditions: SpecialConditions;
}

/** The form from the saved conditions cookie (spec search.md §4; a past check-in date is cleared), or §9 defaults. */
function initialValues(): DomesticStayFormValues {
  const saved = readStayConditions();
  return {
    // Several prefectures, municipalities and sub-areas come back, each under its prefecture (spec search.md §4).
    destination: saved ? destinationFromCodes(saved) : EMPTY_DESTINATION,
    keyword: saved?.keyword ?? '',
    checkInDate: saved?.checkInDate ?? '',
    stayNights: saved?.stayNights ?? STAY_NIGHTS.default,
    rooms: saved?.rooms ?? STAY_ROOMS.default,
    adults: saved?.adults ?? STAY_ADULTS.default,
    children: saved?.children ?? emptyChildCounts(),
    feeLower: saved?.feeLower ?? 0,
    feeUpper: saved?.feeUpper ?? 0,
    specialConditions: saved?.specialConditions ?? {},
  };
}

/** What the rules read: the keyword, the destination's codes and the check-in date. */
function domesticStaySearch(values: DomesticStayFormValues): DomesticStaySearchValues {
  const codes = destinationAreaCodes(destinationResult(values.destination));
  return {
    keyword: values.keyword,
    areaMidClassCd: codes.areaMidClassCd,
    areaSmlClassCd: codes.areaSmlClassCd,
    checkInDate: values.checkInDate,
  };
}

/** Stay sub-tab 1, 国内宿泊施設 (spec search.md §2 stay screen, §3, §4, §5, §9). */
export function DomesticStayForm({ stayHost, viewportWidth }: { stayHost: string; viewportWidth: number }) {
  const { t } = useSearchTranslation();
  const id = useId();
  const [initial] = useState(initialValues);
  const { control, register, setValue, getValues, clearErrors, trigger, search, formState } = useSearchForm({
    defaultValues: initial,
    resolver: searchFormResolver(DomesticStaySearchSchemas[viewportOf(viewportWidth)], domesticStaySearch),
  });
  const { field: rawDestination } = useController({ control, name: 'destination' });
  const destination = useDestinationLabels(rawDestination.value);
  const { field: keyword } = useController({ control, name: 'keyword' });
  // The date input takes the field's ref apart from its value (react-hooks/refs reads a whole field as a ref).
  const {
    field: {
      ref: checkInDateRef,
      name: checkInDateName,
      value: checkInDate,
      onChange: setCheckInDate,
      onBlur: leaveCheckInDate,
    },
  } = useController({ control, name: 'checkInDate' });
  const { field: children } = useController({ control, name: 'children' });
  const { field: special } = useController({ control, name: 'specialConditions' });
  const feeLower = useWatch({ control, name: 'feeLower' });
  const error = formState.errors.keyword?.message;
  const dateError = formState.errors.checkInDate?.message;
  const [history, setHistory] = useState(() => readSearchHistory());
  const [dialog, setDialog] = useState<'destination' | 'children' | null>(null);
  const today = japanIsoDate(new Date());

  const onSearch = search((values) => {
    // The labelled destination: a restored one has its prefectures' regions looked up (use-destination-labels.ts).
    const codes = destinationAreaCodes(destinationResult(destination));
    const input: StaySearchInput = {
      keyword: values.keyword,
      ...codes,
      checkInDate: values.checkInDate || null,
      stayNights: values.stayNights,
      rooms: values.rooms,
      adults: values.adults,
      children: values.children,
      feeLower: values.feeLower,
      feeUpper: values.feeUpper,
      specialConditions: values.specialConditions,
    };
    const url = buildStaySearchUrl(stayHost, input);
    const kids = childrenTotal(values.children);
    const display = [
      destinationLabel(destination),
      values.keyword.trim(),
      values.checkInDate ? `${values.checkInDate} ${t('history.nights', { count: values.stayNights })}` : '',
      t('history.adults', { count: values.adults }),
      kids > 0 ? t('history.children', { count: kids }) : '',
    ]
      .filter(Boolean)
      .join(' / ');
    saveStayConditions(input);
    recordSearch({ urlLink: url, urlDisp: display });
    browserNavigation.assign(url);
  });

  const toggleSpecial = (group: SpecialConditionGroupId, condition: string, checked: boolean) => {
    const list = special.value[group] ?? [];
    special.onChange({
      ...special.value,
      [group]: checked ? [...list, condition] : list.filter((c) => c !== condition),
    });
  };

  const label = destinationLabel(destination);
  const historyList = (
    <SearchHistoryList entries={history} onRemove={(urlLink) => setHistory(deleteSearchHistory(urlLink))} />
  );
  const errorId = `${id}-error`;
  const dateErrorId = `${id}-date-error`;

  return (
    <div className="flex flex-col gap-4">
      {isSearchHistoryAboveForm(viewportWidth) && historyList}
      <SearchForm onSearch={onSearch} className="grid gap-4 lg:grid-cols-2">
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
            value={keyword.value}
            onChange={keyword.onChange}
            onBlur={keyword.onBlur}
            inputRef={keyword.ref}
            onSearch={onSearch}
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
              ref={checkInDateRef}
              id={`${id}-date`}
              name={checkInDateName}
              type="date"
              min={today}
              value={slashToIso(checkInDate)}
              className={inputClass}
              {...invalidProps(!!dateError, dateErrorId)}
              onChange={(e) => {
                const next = e.target.value ? isoToSlash(e.target.value) : '';
                setCheckInDate(next);
                setValue('stayNights', nightsAfterDateChange(next, getValues('stayNights')));
                // The message goes as soon as the date is corrected (docs/search-form-rules.md).
                if (dateError && !validateCheckInDate(next, new Date())) clearErrors('checkInDate');
              }}
              onBlur={() => {
                leaveCheckInDate();
                void trigger('checkInDate');
              }}
            />
            <FieldError id={dateErrorId} message={dateError} />
          </div>
          <div>
            <label htmlFor={`${id}-nights`} className={labelClass}>
              {t('form.nights')}
            </label>
            <select
              id={`${id}-nights`}
              {...register('stayNights', { valueAsNumber: true })}
              disabled={!isNightsEnabled(checkInDate)}
              className={inputClass}
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
            <select id={`${id}-rooms`} {...register('rooms', { valueAsNumber: true })} className={inputClass}>
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
            <select id={`${id}-adults`} {...register('adults', { valueAsNumber: true })} className={inputClass}>
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
              {t('form.childrenButton', { count: childrenTotal(children.value) })}
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
              {...register('feeLower', {
                valueAsNumber: true,
                onChange: () => setValue('feeUpper', adjustUpperPrice(getValues('feeLower'), getValues('feeUpper'))),
              })}
              className={inputClass}
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
              {...register('feeUpper', {
                valueAsNumber: true,
                onChange: () => setValue('feeUpper', adjustUpperPrice(getValues('feeLower'), getValues('feeUpper'))),
              })}
              className={inputClass}
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
                      checked={(special.value[group.id] ?? []).includes(c.id)}
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
              rawDestination.onChange(next);
              clearErrors('keyword');
            }}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog === 'children' && (
          <ChildrenModal initial={children.value} onConfirm={children.onChange} onClose={() => setDialog(null)} />
        )}
      </Suspense>
    </div>
  );
}
