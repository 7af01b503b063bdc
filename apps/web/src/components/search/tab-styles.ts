/** The sub-tabs of the search panel's tabs (暮らす・遊ぶ / 食べる, the four stay searches): pills. */
export const subTabClass =
  'cursor-pointer rounded-full border border-neutral-300 px-3 py-1.5 text-sm text-neutral-800 outline-none data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-600 data-[selected]:border-brand-600 data-[selected]:bg-brand-600 data-[selected]:font-bold data-[selected]:text-white';
