import { createHash } from 'node:crypto';
import { test, expect, takeExpectedConsoleProblems } from '../support/fixtures.ts';

// Self-check of the console guard (support/fixtures.ts) that every other test relies on: it must see
// Content-Security-Policy violations and uncaught exceptions, or "no console errors" would mean nothing.

test('the console guard sees a Content-Security-Policy violation on a portal page', async ({
  page,
  consoleProblems,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'ライフエール' })).toBeVisible();
  const css = `/* e2e console-guard self-check ${test.info().testId} */`;
  const hash = createHash('sha256').update(css).digest('base64');
  await page.evaluate((text) => {
    const style = document.createElement('style');
    style.textContent = text;
    document.head.append(style);
  }, css);

  await expect.poll(() => consoleProblems.filter((p) => p.text.includes(hash)).length).toBe(1);
  expect(consoleProblems.find((p) => p.text.includes(hash))?.text).toContain('Content Security Policy');
  // That violation was ours: take it out, any other problem still fails the test.
  takeExpectedConsoleProblems(consoleProblems, (p) => p.text.includes(hash));
});

test('the console guard sees an uncaught exception', async ({ page, consoleProblems }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1, name: 'よくあるご質問' })).toBeVisible();
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('e2e console-guard self-check');
    });
  });
  const ours = (p: { text: string }) => p.text.includes('e2e console-guard self-check');
  await expect.poll(() => consoleProblems.filter(ours).length).toBe(1);
  takeExpectedConsoleProblems(consoleProblems, ours);
});
