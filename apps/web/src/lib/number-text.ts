import { formatNumber } from './format-number.ts';

/** Stands for the number while its text is looked up: no translation contains it. */
const SLOT = '\u0000';

/**
 * A text with one number in it (`{{price}}円`, `{{total}}件`), looked up once and then only written with each number:
 * a list of 20 prices or 50 counts makes one `t` call, not one per item. `t` changes with the language, so build it
 * again when `t` does (useMemo). The number is grouped by `formatNumber` unless `write` says otherwise.
 */
export function numberText(
  t: (key: string, options: Record<string, string>) => string,
  key: string,
  variable: string,
  write: (value: number) => string = formatNumber,
): (value: number) => string {
  const parts = t(key, { [variable]: SLOT }).split(SLOT);
  return (value) => parts.join(write(value));
}
