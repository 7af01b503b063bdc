import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The BFF's layers (eslint.config.js, apps/bff/README.md) as `npm run lint` applies them: app.ts composes the
 * modules and no module imports it; adapters/ (clients of outside systems) never import a module; lib/ imports
 * neither a module nor an adapter; nothing but app.ts imports a module's routes. Each case lints a made-up module at a real place of the tree.
 */
const repository = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd: repository });

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repository}apps/bff/src/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('BFF import layers (eslint.config.js)', () => {
  it('fails an adapter that imports a module, even a type', async () => {
    const code = "export type { Wallet } from '../modules/points/rules.ts';\n";
    expect(await layerErrors('adapters/made-up.ts', code)).toEqual([
      expect.stringContaining('adapters/ holds clients of outside systems'),
    ]);
  });

  it('fails lib/ importing a module or an adapter', async () => {
    const code = [
      "export { createViewer } from '../modules/auth/viewer.ts';",
      "export { createSmtpMailer } from '../adapters/smtp-mailer.ts';",
      '',
    ].join('\n');
    expect(await layerErrors('lib/made-up.ts', code)).toEqual([
      expect.stringContaining('lib/ holds shared helpers'),
      expect.stringContaining('lib/ holds shared helpers'),
    ]);
  });

  it('fails a module that imports app.ts', async () => {
    expect(await layerErrors('modules/points/made-up.ts', "export { buildApp } from '../../app.ts';\n")).toEqual([
      expect.stringContaining('A module never imports app.ts'),
    ]);
  });

  it('fails a module, a plugin or the CLI importing a module’s routes: only app.ts registers them', async () => {
    const code = [
      "export { operatorRoutes } from '../operator/routes.ts';",
      "export { catalogMapRoutes } from '../catalog/map-routes.ts';",
      '',
    ].join('\n');
    expect(await layerErrors('modules/maintenance/made-up.ts', code)).toEqual([
      expect.stringContaining('Routes are the top of a module'),
      expect.stringContaining('Routes are the top of a module'),
    ]);
    for (const place of ['plugins/made-up.ts', 'cli/made-up.ts']) {
      expect(await layerErrors(place, code.replaceAll('../', '../modules/'))).toEqual([
        expect.stringContaining('Routes are the top of a module'),
        expect.stringContaining('Routes are the top of a module'),
      ]);
    }
  });

  it('lets a module use lib/, the adapters and other modules, and an adapter use lib/', async () => {
    const code = [
      "export { japanToday } from '../../lib/japan-time.ts';",
      "export type { CmsSource } from '../../adapters/cms-source.ts';",
      "export type { CarrierGateway } from '../carrier/gateway.ts';",
      '',
    ].join('\n');
    expect(await layerErrors('modules/points/made-up.ts', code)).toEqual([]);
    expect(
      await layerErrors('adapters/made-up.ts', "export { requestIdHeader } from '../lib/request-id.ts';\n"),
    ).toEqual([]);
  });
});
