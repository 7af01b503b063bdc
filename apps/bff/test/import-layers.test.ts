import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The BFF's layers (eslint.config.js, ADR 0029, apps/bff/README.md) as `npm run lint` applies them: app.ts composes
 * the modules and no module imports it; adapters/ (clients of outside systems) never import a module; lib/ imports
 * neither a module nor an adapter; nothing but app.ts imports a module's routes; a module imports only the modules
 * the map lists for it, and the map has no cycle. Static and dynamic imports, with or without the `.ts` extension.
 * Each case lints a made-up module at a real place of the tree.
 */
const repository = decodeURIComponent(new URL('../../../', import.meta.url).pathname);
const eslint = new ESLint({ cwd: repository });
const RULE = 'import-x/no-restricted-paths';

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repository}apps/bff/src/${filePath}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE || message.ruleId === 'import-x/no-unresolved')
    .map((message) => message.message);
}

/** The module map as the lint configuration holds it: each module and the modules its zone lets it import. */
async function moduleMap(): Promise<Map<string, string[]>> {
  const config = await eslint.calculateConfigForFile(`${repository}apps/bff/src/modules/points/made-up.ts`);
  const [, { zones }] = config.rules[RULE] as [unknown, { zones: Array<{ target: string; except?: string[] }> }];
  const map = new Map<string, string[]>();
  for (const zone of zones) {
    const module = /^\.\/apps\/bff\/src\/modules\/([^/*]+)$/.exec(String(zone.target))?.[1];
    if (!module) continue;
    map.set(
      module,
      (zone.except ?? []).map((path) => path.replace(/^\.\//, '')).filter((other) => other !== module),
    );
  }
  return map;
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

  it('fails a module that imports app.ts, statically, lazily, without the extension or as .js', async () => {
    for (const code of [
      "export { buildApp } from '../../app.ts';\n",
      "export const load = () => import('../../app.ts');\n",
      "export { buildApp } from '../../app';\n",
      "export const load = () => import('../../app.js');\n",
    ]) {
      expect(await layerErrors('modules/points/made-up.ts', code)).toEqual([
        expect.stringContaining('A module never imports app.ts'),
      ]);
    }
  });

  it('fails a module, a plugin or the CLI importing a module’s routes: only app.ts registers them', async () => {
    // operator/ may import both modules: only their routes are out of reach.
    const code = [
      "export { membershipRoutes } from '../membership/routes.ts';",
      "export const load = () => import('../points/expiry-notice-routes');",
      '',
    ].join('\n');
    expect(await layerErrors('modules/operator/made-up.ts', code)).toEqual([
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

  it('lets a module use lib/, the adapters and the modules its map lists, and an adapter use lib/', async () => {
    const code = [
      "export { japanToday } from '../../lib/japan-time.ts';",
      "export type { CmsSource } from '../../adapters/cms-source.ts';",
      "export type { CarrierGateway } from '../carrier/gateway.ts';",
      "export const load = () => import('../contact/repository.ts');",
      '',
    ].join('\n');
    expect(await layerErrors('modules/points/made-up.ts', code)).toEqual([]);
    expect(
      await layerErrors('adapters/made-up.ts', "export { requestIdHeader } from '../lib/request-id.ts';\n"),
    ).toEqual([]);
  });

  it('fails a module importing a module its map does not list, statically or lazily, with any extension', async () => {
    for (const code of [
      "export type { MemberLists } from '../member-lists/service.ts';\n",
      "export const load = () => import('../member-lists/service.ts');\n",
      "export type { MemberLists } from '../member-lists/service';\n",
      "export const load = () => import('../member-lists/service.js');\n",
    ]) {
      expect(await layerErrors('modules/catalog/made-up.ts', code)).toEqual([
        expect.stringContaining('modules/catalog may import only the modules auth'),
      ]);
    }
    // A foundation module imports no domain module.
    expect(await layerErrors('modules/carrier/made-up.ts', "export * from '../points/ledger.ts';\n")).toEqual([
      expect.stringContaining('modules/carrier may import no other module'),
    ]);
  });

  it('fails an import that resolves to no file, which the zones could not see', async () => {
    expect(await layerErrors('modules/points/made-up.ts', "export * from '../member-lists/no-such-file';\n")).toEqual([
      expect.stringContaining('Unable to resolve path'),
    ]);
  });

  it('holds a map for every module, whose imports have no cycle', async () => {
    const map = await moduleMap();
    expect(map.size).toBeGreaterThan(10);
    for (const [module, imports] of map) {
      for (const other of imports) expect(map.has(other), `${module} → ${other}`).toBe(true);
    }
    const done = new Set<string>();
    const visit = (module: string, path: string[]): void => {
      if (path.includes(module)) throw new Error(`the module map has a cycle: ${[...path, module].join(' → ')}`);
      if (done.has(module)) return;
      for (const other of map.get(module) ?? []) visit(other, [...path, module]);
      done.add(module);
    };
    for (const module of map.keys()) visit(module, []);
  });
});
