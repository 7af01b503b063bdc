import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The web app's import layers (eslint.config.js, ADR 0028) as `npm run lint` applies them: shared layers → features
 * → app, no feature importing another, the test harness for tests only. Each case lints a made-up module at a real
 * place of the tree, importing real modules.
 */
const repository = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd: repository });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repository}apps/web/src/${filePath}` });
  return (result?.messages ?? [])
    .filter(
      (message) => message.ruleId === 'import-x/no-restricted-paths' || message.ruleId === 'import-x/no-unresolved',
    )
    .map((message) => message.message);
}

describe('web import layers (eslint.config.js)', () => {
  it('fails a feature that imports another feature, statically or lazily', async () => {
    expect(
      await layerErrors('features/news/made-up.ts', "export { menuLink } from '../catalog/menu-link.ts';\n"),
    ).toEqual([expect.stringContaining('features/news may not import another feature')]);
    const lazy = "export const load = () => import('../catalog/menu-link.ts');\n";
    expect(await layerErrors('features/news/made-up.ts', lazy)).toHaveLength(1);
  });

  it('fails a feature that imports another without the extension or as .js, as TypeScript resolves both', async () => {
    for (const code of [
      "export { menuLink } from '../catalog/menu-link';\n",
      "export { menuLink } from '../catalog/menu-link.js';\n",
      "export const load = () => import('../catalog/menu-link');\n",
      "export const load = () => import('../faq/faq-page.js');\n",
    ]) {
      expect(await layerErrors('features/news/clicked-news.ts', code)).toEqual([
        expect.stringContaining('features/news may not import another feature'),
      ]);
    }
  });

  it('fails an import that resolves to no file, which the zones could not see', async () => {
    expect(await layerErrors('features/news/made-up.ts', "export * from '../catalog/no-such-file';\n")).toEqual([
      expect.stringContaining('Unable to resolve path'),
    ]);
  });

  it('lets a feature import its own modules and the shared layers', async () => {
    const code = [
      "export { NewsDate } from './components/news-date.tsx';",
      "export { useCmsTranslation } from '../../content/i18n.ts';",
      "export { debounce } from '../../lib/debounce.ts';",
      "export { paths } from '../../config/paths.ts';",
      '',
    ].join('\n');
    expect(await layerErrors('features/news/made-up.ts', code)).toEqual([]);
  });

  it('fails a feature that imports the app, and a shared layer that imports a feature or the app', async () => {
    const app = "export { queryClient } from '../../app/query-client.ts';\n";
    expect(await layerErrors('features/news/made-up.ts', app)).toEqual([
      expect.stringContaining('A feature may not import the app'),
    ]);
    const feature = "export { menuLink } from '../features/catalog/menu-link.ts';\n";
    expect(await layerErrors('lib/made-up.ts', feature)).toEqual([expect.stringContaining('lib/ is a shared layer')]);
    expect(await layerErrors('content/made-up.ts', "export { queryClient } from '../app/query-client.ts';\n")).toEqual([
      expect.stringContaining('content/ is a shared layer'),
    ]);
  });

  it('lets only tests use the test harness', async () => {
    const harness = "export { renderApp } from '../../testing/render-app.tsx';\n";
    expect(await layerErrors('features/news/made-up.ts', harness)).toEqual([
      expect.stringContaining('only tests may use it'),
    ]);
    expect(await layerErrors('features/news/made-up.test.ts', harness)).toEqual([]);
  });

  it('lets the app compose the features', async () => {
    expect(
      await layerErrors('app/made-up.ts', "export { menuLink } from '../features/catalog/menu-link.ts';\n"),
    ).toEqual([]);
  });
});
