import { lazy, Suspense, useId } from 'react';
import { useController } from 'react-hook-form';
import { smallCodeOf, type CategoryEntry } from '../../lib/search/category-entry.ts';
import { addGenreTag, gourmetGenreOptions, removeGenreTag, type GenreTag } from '../../lib/search/category-filters.ts';
import {
  DEFAULT_BS_GOURMET_GENRE,
  GOURMET_AREA_LABELS,
  GOURMET_MODE_LABELS,
  GOURMET_PARTY,
  GOURMET_TIME,
  gourmetPartyOptions,
  gourmetTimeOptions,
  LIFE_SUB_TAB,
} from './constants.ts';
import { USAGE_KBN } from '@portal/contracts/search/constants';
import { SEARCH_TEXTS } from '../../lib/search/constants.ts';
import { GourmetSearchSchemas, type GourmetSearchValues } from '@portal/contracts/search/gourmet-validation';
import { isSelectableDate } from '@portal/contracts/search/form-rules';
import {
  buildLifeMapSearchUrl,
  buildLifeSearchUrl,
  buildWebReservationMapUrl,
  buildWebReservationUrl,
} from '@portal/contracts/search/urls';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { browserNavigation } from '../../lib/browser-navigation.ts';
import { useGourmetGenres } from './api/get-gourmet-genres.ts';
import { FieldError, inputClass, labelClass } from '../../components/search/field-error.tsx';
import { invalidProps, KeywordField, SearchForm, SearchSubmit } from '../../components/search/search-form-parts.tsx';
import { viewportOf } from '../../lib/search/use-viewport-width.ts';
import { useSearchTranslation } from '../../lib/search/i18n.ts';
import { searchFormResolver, useSearchForm } from '../../lib/search/use-search-form.ts';
import { AreaSelects, EMPTY_AREA, type AreaCodes } from './area-selects.tsx';

// The calendar is needed only in web-reservation mode: its code loads when that mode is chosen.
const GourmetDatePicker = lazy(() =>
  import('./gourmet-date-picker.tsx').then((m) => ({ default: m.GourmetDatePicker })),
);

type UsageKbn = (typeof USAGE_KBN)[keyof typeof USAGE_KBN];

interface GourmetFormValues {
  usageKbn: UsageKbn;
  area: AreaCodes;
  /** Coupon mode's genres. */
  tags: GenreTag[];
  /** Web reservation's genre, date (yyyy/MM/dd or ''), time and party. */
  bsGenre: string;
  date: string;
  time: string;
  party: number;
  keyword: string;
}

const EMPTY_GOURMET_FORM: GourmetFormValues = {
  usageKbn: USAGE_KBN.coupon,
  area: EMPTY_AREA,
  tags: [],
  bsGenre: DEFAULT_BS_GOURMET_GENRE,
  date: '',
  time: GOURMET_TIME.default,
  party: GOURMET_PARTY.default,
  keyword: '',
};

/** What the rule reads: the mode, keyword, 大/中/小エリア and the genre tags. */
function gourmetSearch(values: GourmetFormValues): GourmetSearchValues {
  return {
    usageKbn: values.usageKbn,
    keyword: values.keyword,
    areaLrgClassCd: values.area.areaLrgClassCd,
    areaMidClassCd: values.area.areaMidClassCd,
    areaSmlClassCd: values.area.areaSmlClassCd,
    lifeGenreTags: values.tags,
  };
}

function genreCode(categories: readonly CategoryEntry[], tag: GenreTag): string {
  const entry = categories.find((c) => c.catClassCd === tag.catClassCd);
  return (entry && smallCodeOf(entry)) ?? tag.catClassCd;
}

/**
 * 食べる (spec search.md §2 gourmet form, §5 Gourmet, §9): クーポン or ネット予約, 大/中/小エリア, genre tags (coupon)
 * or the booking site's genre, date, time and party (web reservation), a keyword, 検索 and 地図検索.
 * Coupon searches go to /menus on the life host with type=2, web reservations to the booking site.
 */
export function GourmetForm({
  categories,
  lifeHost,
  bookingSite,
  viewportWidth,
}: {
  categories: readonly CategoryEntry[];
  lifeHost: string;
  bookingSite: string;
  viewportWidth: number;
}) {
  const { t } = useSearchTranslation();
  const id = useId();
  const genres = useGourmetGenres();
  const { control, register, clearErrors, search, formState } = useSearchForm({
    defaultValues: EMPTY_GOURMET_FORM,
    resolver: searchFormResolver(GourmetSearchSchemas[viewportOf(viewportWidth)], gourmetSearch),
  });
  // The radios take the field's ref apart from its value (react-hooks/refs reads a whole field as a ref).
  const {
    field: { ref: usageKbnRef, value: usage, onChange: setUsage },
  } = useController({ control, name: 'usageKbn' });
  const { field: area } = useController({ control, name: 'area' });
  const { field: tags } = useController({ control, name: 'tags' });
  const { field: date } = useController({ control, name: 'date' });
  const { field: keyword } = useController({ control, name: 'keyword' });
  const errors = formState.errors;
  const errorId = `${id}-error`;
  const coupon = usage === USAGE_KBN.coupon;
  const genreOptions = gourmetGenreOptions(categories, tags.value);

  const lifeInput = (values: GourmetFormValues) => ({
    type: LIFE_SUB_TAB.gourmet,
    // 大エリア alone is a valid search (spec search.md §5): without it the coupon search would cover the whole country.
    areaLrgClassCd: values.area.areaLrgClassCd,
    areaMidClassCd: values.area.areaMidClassCd,
    areaSmlClassCd: values.area.areaSmlClassCd,
    // Tags hold the genre's catClassCd; the URL carries its small code, like the mega-menu's genre links.
    lifeGenreTags: values.tags.map((tag) => genreCode(categories, tag)),
    keyword: values.keyword,
  });
  const webReservationInput = (values: GourmetFormValues) => ({
    areaMidClassCd: values.area.areaMidClassCd,
    areaSmlClassCd: values.area.areaSmlClassCd,
    areaLrgClassCd: values.area.areaLrgClassCd,
    gourmetGenreTags: values.bsGenre,
    // Past days cannot be picked (spec search.md §2); one picked yesterday on a page left open is not sent.
    date: values.date && isSelectableDate(values.date, new Date()) ? values.date : null,
    time: values.time,
    seatNum: values.party,
    keyword: values.keyword,
  });
  const onSearch = search((values) =>
    browserNavigation.assign(
      values.usageKbn === USAGE_KBN.coupon
        ? buildLifeSearchUrl(lifeHost, lifeInput(values))
        : buildWebReservationUrl(bookingSite, webReservationInput(values)),
    ),
  );
  // The map keeps what the member chose in either mode: ネット予約 sends its date, time, party and genre too.
  const onMapSearch = search((values) =>
    browserNavigation.assign(
      values.usageKbn === USAGE_KBN.coupon
        ? buildLifeMapSearchUrl(lifeHost, lifeInput(values))
        : buildWebReservationMapUrl(lifeHost, webReservationInput(values)),
    ),
  );
  const keywordError = errors.keyword?.message;
  const keywordInvalid = !!keywordError;

  return (
    <SearchForm onSearch={onSearch} className="grid gap-4 lg:grid-cols-3">
      <fieldset className="lg:col-span-3">
        <legend className={labelClass}>{t('gourmet.usage')}</legend>
        <div className="flex gap-6">
          {(
            [
              [USAGE_KBN.coupon, GOURMET_MODE_LABELS.coupon],
              [USAGE_KBN.webReservation, GOURMET_MODE_LABELS.webReservation],
            ] as const
          ).map(([value, label], index) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm text-neutral-900">
              <input
                // react-hook-form's setFocus focuses the first of the pair.
                ref={index === 0 ? usageKbnRef : undefined}
                type="radio"
                name={`${id}-usage`}
                value={value}
                checked={usage === value}
                className="size-4 accent-brand-600"
                onChange={() => {
                  setUsage(value);
                  clearErrors();
                }}
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={errors.usageKbn?.message} />
      </fieldset>
      <AreaSelects
        levels={[
          { level: 'areaLrgClassCd', label: GOURMET_AREA_LABELS.large },
          { level: 'areaMidClassCd', label: GOURMET_AREA_LABELS.middle },
          { level: 'areaSmlClassCd', label: GOURMET_AREA_LABELS.small },
        ]}
        value={area.value}
        invalid={keywordInvalid}
        describedBy={keywordInvalid ? errorId : undefined}
        onChange={(next) => {
          area.onChange(next);
          clearErrors();
        }}
      />
      {coupon ? (
        <div className="lg:col-span-3">
          <label htmlFor={`${id}-genre`} className={labelClass}>
            {t('gourmet.genre')}
          </label>
          <select
            id={`${id}-genre`}
            value=""
            className={`${inputClass} lg:w-1/3`}
            {...invalidProps(keywordInvalid, errorId)}
            onChange={(e) => {
              const entry = genreOptions.find((g) => g.catClassCd === e.target.value);
              if (!entry) return;
              tags.onChange(
                addGenreTag(tags.value, { catClassCd: entry.catClassCd, name: entry.name, level: entry.level }),
              );
              clearErrors();
            }}
          >
            <option value="">{t('gourmet.genrePlaceholder')}</option>
            {genreOptions.map((g) => (
              <option key={g.catClassCd} value={g.catClassCd}>
                {g.name}
              </option>
            ))}
          </select>
          {tags.value.length > 0 && (
            <ul aria-label={t('gourmet.chosenGenres')} className="mt-2 flex flex-wrap gap-2">
              {tags.value.map((tag) => (
                <li key={tag.catClassCd}>
                  <button
                    type="button"
                    aria-label={t('gourmet.removeGenre', { name: tag.name })}
                    className="flex min-h-8 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 text-sm text-brand-800 hover:bg-brand-100"
                    onClick={() => tags.onChange(removeGenreTag(tags.value, tag.catClassCd))}
                  >
                    {tag.name}
                    <span aria-hidden="true">×</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <>
          <div>
            <label htmlFor={`${id}-bs-genre`} className={labelClass}>
              {t('gourmet.genre')}
            </label>
            <select id={`${id}-bs-genre`} {...register('bsGenre')} className={inputClass}>
              <option value={DEFAULT_BS_GOURMET_GENRE}>{t('gourmet.anyGenre')}</option>
              {(genres.data ?? []).map((g) => (
                <option key={g.catSmlClassCd} value={g.catSmlClassCd}>
                  {g.catSmlClassNm}
                </option>
              ))}
            </select>
          </div>
          <div>
            <span id={`${id}-date-label`} className={labelClass}>
              {t('gourmet.date')}
            </span>
            <Suspense
              fallback={
                <span className={`${inputClass} flex items-center text-neutral-600`}>
                  {SEARCH_TEXTS.gourmetDatePlaceholder}
                </span>
              }
            >
              <GourmetDatePicker
                id={`${id}-date`}
                labelledBy={`${id}-date-label`}
                value={date.value}
                onChange={date.onChange}
              />
            </Suspense>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div>
              <label htmlFor={`${id}-time`} className={labelClass}>
                {t('gourmet.time')}
              </label>
              <select id={`${id}-time`} {...register('time')} className={inputClass}>
                {gourmetTimeOptions().map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={`${id}-party`} className={labelClass}>
                {t('gourmet.party')}
              </label>
              <select id={`${id}-party`} {...register('party', { valueAsNumber: true })} className={inputClass}>
                {gourmetPartyOptions().map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </>
      )}
      <div className="lg:col-span-3">
        <KeywordField
          id={`${id}-keyword`}
          value={keyword.value}
          onChange={keyword.onChange}
          onBlur={keyword.onBlur}
          inputRef={keyword.ref}
          onSearch={onSearch}
          placeholder={SEARCH_TEXTS.gourmetKeywordPlaceholder}
          invalid={keywordInvalid}
          errorId={errorId}
        >
          <FieldError id={errorId} message={keywordError} />
        </KeywordField>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row lg:col-span-3">
        <SearchSubmit />
        <button type="button" className={`${buttonStyles.secondary} w-full lg:w-64`} onClick={onMapSearch}>
          {SEARCH_TEXTS.mapSearch}
        </button>
      </div>
    </SearchForm>
  );
}
