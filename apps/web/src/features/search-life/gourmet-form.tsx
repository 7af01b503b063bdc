import { lazy, Suspense, useId, useState } from 'react';
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
import { validateGourmet, type GourmetField } from '@portal/contracts/search/gourmet-validation';
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
import { AreaSelects, EMPTY_AREA } from './area-selects.tsx';

// The calendar is needed only in web-reservation mode: its code loads when that mode is chosen.
const GourmetDatePicker = lazy(() =>
  import('./gourmet-date-picker.tsx').then((m) => ({ default: m.GourmetDatePicker })),
);

type UsageKbn = (typeof USAGE_KBN)[keyof typeof USAGE_KBN];

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
  const [usageKbn, setUsageKbn] = useState<UsageKbn>(USAGE_KBN.coupon);
  const [area, setArea] = useState(EMPTY_AREA);
  const [tags, setTags] = useState<GenreTag[]>([]);
  const [bsGenre, setBsGenre] = useState(DEFAULT_BS_GOURMET_GENRE);
  const [date, setDate] = useState('');
  const [time, setTime] = useState<string>(GOURMET_TIME.default);
  const [party, setParty] = useState<number>(GOURMET_PARTY.default);
  const [keyword, setKeyword] = useState('');
  const [error, setError] = useState<{ field: GourmetField; message: string } | null>(null);
  const errorId = `${id}-error`;
  const coupon = usageKbn === USAGE_KBN.coupon;
  const genreOptions = gourmetGenreOptions(categories, tags);

  const lifeInput = () => ({
    type: LIFE_SUB_TAB.gourmet,
    // 大エリア alone is a valid search (spec search.md §5): without it the coupon search would cover the whole country.
    areaLrgClassCd: area.areaLrgClassCd,
    areaMidClassCd: area.areaMidClassCd,
    areaSmlClassCd: area.areaSmlClassCd,
    // Tags hold the genre's catClassCd; the URL carries its small code, like the mega-menu's genre links.
    lifeGenreTags: coupon ? tags.map((tag) => genreCode(categories, tag)) : [],
    keyword,
  });
  const validate = () => {
    const invalid = validateGourmet(
      {
        usageKbn,
        keyword,
        areaLrgClassCd: area.areaLrgClassCd,
        areaMidClassCd: area.areaMidClassCd,
        areaSmlClassCd: area.areaSmlClassCd,
        lifeGenreTags: tags,
      },
      viewportOf(viewportWidth),
    );
    if (invalid) {
      setError(invalid);
      document.getElementById(`${id}-keyword`)?.focus();
    }
    return !invalid;
  };
  const webReservationInput = () => ({
    areaMidClassCd: area.areaMidClassCd,
    areaSmlClassCd: area.areaSmlClassCd,
    areaLrgClassCd: area.areaLrgClassCd,
    gourmetGenreTags: bsGenre,
    // Past days cannot be picked (spec search.md §2); one picked yesterday on a page left open is not sent.
    date: date && isSelectableDate(date, new Date()) ? date : null,
    time,
    seatNum: party,
    keyword,
  });
  const search = () => {
    if (!validate()) return;
    browserNavigation.assign(
      coupon ? buildLifeSearchUrl(lifeHost, lifeInput()) : buildWebReservationUrl(bookingSite, webReservationInput()),
    );
  };
  // The map keeps what the member chose in either mode: ネット予約 sends its date, time, party and genre too.
  const mapSearch = () => {
    if (!validate()) return;
    browserNavigation.assign(
      coupon
        ? buildLifeMapSearchUrl(lifeHost, lifeInput())
        : buildWebReservationMapUrl(lifeHost, webReservationInput()),
    );
  };
  const keywordInvalid = error?.field === 'keyword';

  return (
    <SearchForm onSearch={search} className="grid gap-4 lg:grid-cols-3">
      <fieldset className="lg:col-span-3">
        <legend className={labelClass}>{t('gourmet.usage')}</legend>
        <div className="flex gap-6">
          {(
            [
              [USAGE_KBN.coupon, GOURMET_MODE_LABELS.coupon],
              [USAGE_KBN.webReservation, GOURMET_MODE_LABELS.webReservation],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm text-neutral-900">
              <input
                type="radio"
                name={`${id}-usage`}
                value={value}
                checked={usageKbn === value}
                className="size-4 accent-brand-600"
                onChange={() => {
                  setUsageKbn(value);
                  setError(null);
                }}
              />
              {label}
            </label>
          ))}
        </div>
        {error?.field === 'usageKbn' && <FieldError id={errorId} message={error.message} />}
      </fieldset>
      <AreaSelects
        levels={[
          { level: 'areaLrgClassCd', label: GOURMET_AREA_LABELS.large },
          { level: 'areaMidClassCd', label: GOURMET_AREA_LABELS.middle },
          { level: 'areaSmlClassCd', label: GOURMET_AREA_LABELS.small },
        ]}
        value={area}
        invalid={keywordInvalid}
        describedBy={keywordInvalid ? errorId : undefined}
        onChange={(next) => {
          setArea(next);
          setError(null);
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
              setTags((current) =>
                addGenreTag(current, { catClassCd: entry.catClassCd, name: entry.name, level: entry.level }),
              );
              setError(null);
            }}
          >
            <option value="">{t('gourmet.genrePlaceholder')}</option>
            {genreOptions.map((g) => (
              <option key={g.catClassCd} value={g.catClassCd}>
                {g.name}
              </option>
            ))}
          </select>
          {tags.length > 0 && (
            <ul aria-label={t('gourmet.chosenGenres')} className="mt-2 flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag.catClassCd}>
                  <button
                    type="button"
                    aria-label={t('gourmet.removeGenre', { name: tag.name })}
                    className="flex min-h-8 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 text-sm text-brand-800 hover:bg-brand-100"
                    onClick={() => setTags((current) => removeGenreTag(current, tag.catClassCd))}
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
            <select
              id={`${id}-bs-genre`}
              value={bsGenre}
              className={inputClass}
              onChange={(e) => setBsGenre(e.target.value)}
            >
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
              <GourmetDatePicker id={`${id}-date`} labelledBy={`${id}-date-label`} value={date} onChange={setDate} />
            </Suspense>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <div>
              <label htmlFor={`${id}-time`} className={labelClass}>
                {t('gourmet.time')}
              </label>
              <select id={`${id}-time`} value={time} className={inputClass} onChange={(e) => setTime(e.target.value)}>
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
              <select
                id={`${id}-party`}
                value={party}
                className={inputClass}
                onChange={(e) => setParty(Number(e.target.value))}
              >
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
          value={keyword}
          onChange={setKeyword}
          onSearch={search}
          placeholder={SEARCH_TEXTS.gourmetKeywordPlaceholder}
          invalid={keywordInvalid}
          errorId={errorId}
        >
          {keywordInvalid && <FieldError id={errorId} message={error.message} />}
        </KeywordField>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row lg:col-span-3">
        <SearchSubmit />
        <button type="button" className={`${buttonStyles.secondary} w-full lg:w-64`} onClick={mapSearch}>
          {SEARCH_TEXTS.mapSearch}
        </button>
      </div>
    </SearchForm>
  );
}
