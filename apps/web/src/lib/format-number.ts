/**
 * Numbers as Japanese pages write them: digits grouped by three with commas (12300 → "12,300"), the same as
 * `Intl.NumberFormat('ja-JP')` and `('en-US')`. Whole numbers (points, yen, counts) are grouped here without Intl:
 * the first Intl object a page builds costs 20–30 ms of ICU set-up on the main thread, and the shell shows numbers
 * as it hydrates (ADR 0030). Anything else goes to Intl, built when first needed.
 */
let intl: Intl.NumberFormat | undefined;

export function formatNumber(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0))
    return (intl ??= new Intl.NumberFormat('ja-JP')).format(value);
  const digits = String(Math.abs(value));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return value < 0 ? `-${grouped}` : grouped;
}
