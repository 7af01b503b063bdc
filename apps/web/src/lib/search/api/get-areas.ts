import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { AreaCodesResponseSchema, type AreaMidClass } from '@portal/contracts/catalog';
import { apiFetch } from '../../api-client.ts';

const HOUR = 60 * 60 * 1000;

/**
 * GET /v1/enum/codes/area?areaLrgClassCd=region-{n}&areaMidClassCd (getCodesArea): one prefecture with its
 * municipalities and their sub-areas; the client reads data.areaLrgClasses[0].areaMidClasses[0].
 */
async function getPrefectureAreas(
  region: string,
  prefecture: string,
  signal?: AbortSignal,
): Promise<AreaMidClass | null> {
  const query = new URLSearchParams({ areaLrgClassCd: region, areaMidClassCd: prefecture });
  const body = await apiFetch(`/v1/enum/codes/area?${query.toString()}`, {
    schema: () => AreaCodesResponseSchema,
    ...(signal ? { signal } : {}),
  });
  return body.data.areaLrgClasses[0]?.areaMidClasses[0] ?? null;
}

export function prefectureAreasQueryOptions(region: string, prefecture: string) {
  return queryOptions({
    queryKey: ['catalog', 'areas', region, prefecture],
    queryFn: ({ signal }) => getPrefectureAreas(region, prefecture, signal),
    staleTime: HOUR,
  });
}

export function usePrefectureAreas(region: string | null, prefecture: string | null) {
  return useQuery({
    ...prefectureAreasQueryOptions(region ?? '', prefecture ?? ''),
    enabled: !!region && !!prefecture,
  });
}

/**
 * The areas of several prefectures at once (the destination picker's), each fetched and cached under its own
 * prefectureAreasQueryOptions key; undefined for an entry not asked (`ask` false) or not answered. One query over
 * the cached ones rather than `useQueries`, which would bring its observer into every page's vendor chunk.
 */
export function useManyPrefectureAreas(
  entries: readonly { region: string; prefecture: string; ask: boolean }[],
): (AreaMidClass | undefined)[] {
  const queryClient = useQueryClient();
  const asked = entries.filter((e) => e.ask && e.region !== '');
  const result = useQuery({
    queryKey: ['catalog', 'areas', 'many', ...asked.map((e) => `${e.region}/${e.prefecture}`)],
    queryFn: async () => {
      const answers = await Promise.all(
        asked.map((e) =>
          queryClient.fetchQuery(prefectureAreasQueryOptions(e.region, e.prefecture)).catch(() => undefined),
        ),
      );
      return new Map(asked.map((e, i) => [`${e.region}/${e.prefecture}`, answers[i]]));
    },
    enabled: asked.length > 0,
    staleTime: HOUR,
  });
  return entries.map((e) => (e.ask ? (result.data?.get(`${e.region}/${e.prefecture}`) ?? undefined) : undefined));
}
