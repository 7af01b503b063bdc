import { SkeletonBar } from '../../../components/ui/skeleton.tsx';

/**
 * The size of six privilege tiles (PrivilegeTile: h-56 = 224 px each, gap-3 = 12 px): 3 rows of 2 on a phone, 2 rows
 * of 3 from 640 px, 1 row of 6 from 1024 px. A list that is loading, failed or empty keeps this room, so nothing below
 * it moves when the tiles arrive (CLS ≤ 0.02).
 */
export const TILES_ROOM = 'min-h-[696px] sm:min-h-[460px] lg:min-h-56';
export const TILES_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6';
export const TILE_COUNT = 6;

/** Six tiles' grey placeholders, each the shape of a PrivilegeTile. */
export function PrivilegeTilesSkeleton() {
  return (
    <ul className={`${TILES_GRID} ${TILES_ROOM}`} aria-hidden="true" data-testid="privilege-tiles-skeleton">
      {Array.from({ length: TILE_COUNT }, (_, index) => (
        <li key={index} className="flex h-56 flex-col overflow-hidden rounded-lg border border-neutral-200 bg-white">
          <SkeletonBar className="h-28 w-full shrink-0" />
          <span className="flex flex-1 flex-col gap-1 p-2">
            <SkeletonBar className="h-4 w-1/2 rounded" tone="light" />
            <SkeletonBar className="h-10 w-full rounded" />
            <SkeletonBar className="mt-auto h-6 w-2/3 rounded" tone="light" />
          </span>
        </li>
      ))}
    </ul>
  );
}
