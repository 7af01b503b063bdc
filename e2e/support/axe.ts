import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * WCAG 2 A/AA: no serious or critical violations on the page as it is now (open dialogs included).
 * A soft assertion: the test goes on, so one accessibility finding does not hide the behaviour checked after it.
 */
export async function expectAccessible(
  page: Page,
  context?: string,
  options: {
    /** CSS selectors of parts not to check, each with a reason at the call (e.g. deliberately broken fixture content). */
    exclude?: string[];
  } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect
    .soft(
      blocking.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      ),
      `axe on ${context ?? page.url()}`,
    )
    .toEqual([]);
}
