import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/**
 * Readers of the deployment files (compose.yaml, deploy/*.Dockerfile, the Caddyfile, the env example), enough to check
 * them where Docker cannot run: what compose and Docker do with them, reduced to what the tests look at.
 */

export const REPO_ROOT = resolve(fileURLToPath(import.meta.url), '../../../../..');

export function readRepoFile(path: string): string {
  return readFileSync(resolve(REPO_ROOT, path), 'utf8');
}

export type Env = Record<string, string>;

export interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string };
  command?: string[];
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  networks?: string[] | Record<string, unknown>;
  restart?: string;
  profiles?: string[];
  secrets?: string[];
  volumes?: string[];
  ports?: string[];
  user?: string;
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks: Record<string, { internal?: boolean; ipam?: { config?: Array<{ subnet?: string }> } } | null>;
  secrets: Record<string, { file?: string }>;
  volumes: Record<string, unknown>;
}

/** `KEY=value` lines of a dotenv file (compose's `.env`): comments and blank lines skipped, quotes removed. */
export function parseDotenv(text: string): Env {
  const env: Env = {};
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    const [, key = '', raw = ''] = match;
    const value = raw.trim();
    env[key] = /^(['"]).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

/** A variable compose refuses to go without (`${NAME:?message}` with NAME unset or empty). */
export class MissingVariableError extends Error {
  readonly variable: string;
  constructor(variable: string, message: string) {
    super(`${variable}: ${message}`);
    this.variable = variable;
  }
}

/** The end of the `${…}` that starts at `start`, nested `${…}` included. */
function closingBrace(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    if (text.startsWith('${', i)) {
      depth++;
      i++;
    } else if (text[i] === '}' && --depth === 0) return i;
  }
  throw new Error(`unclosed \${ in ${text}`);
}

/**
 * Compose's interpolation of one value: `$$`, `$NAME`, `${NAME}`, `${NAME:-default}`, `${NAME-default}`,
 * `${NAME:?error}`, `${NAME?error}`, `${NAME:+other}`, `${NAME+other}`.
 */
export function interpolate(text: string, env: Env): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char !== '$') {
      out += char;
      continue;
    }
    if (text[i + 1] === '$') {
      out += '$';
      i++;
      continue;
    }
    if (text[i + 1] === '{') {
      const end = closingBrace(text, i);
      const body = text.slice(i + 2, end);
      const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([\s\S]*))?$/.exec(body);
      if (!match) throw new Error(`invalid interpolation \${${body}}`);
      const [, name = '', operator, argument = ''] = match;
      const value = env[name];
      const unset = value === undefined || (operator?.startsWith(':') === true && value === '');
      if (operator?.endsWith('-')) out += unset ? interpolate(argument, env) : value;
      else if (operator?.endsWith('?')) {
        if (unset) throw new MissingVariableError(name, argument);
        out += value;
      } else if (operator?.endsWith('+')) out += unset ? '' : interpolate(argument, env);
      else out += value ?? '';
      i = end;
      continue;
    }
    const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i + 1))?.[0];
    if (!name) {
      out += char;
      continue;
    }
    out += env[name] ?? '';
    i += name.length;
  }
  return out;
}

/** Every string in a parsed document, interpolated. */
function interpolateDeep(value: unknown, env: Env): unknown {
  if (typeof value === 'string') return interpolate(value, env);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, env));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, interpolateDeep(item, env)]));
  }
  return value;
}

/** compose.yaml as written: merge keys (`<<`) and aliases resolved, the variables left as they are. */
export function parseCompose(text: string): ComposeFile {
  return parse(text, { merge: true, maxAliasCount: -1 }) as ComposeFile;
}

/** compose.yaml as compose reads it: merge keys and aliases resolved, then the variables interpolated. */
export function loadCompose(text: string, env: Env): ComposeFile {
  return interpolateDeep(parseCompose(text), env) as ComposeFile;
}

/** The names a compose file requires (`${NAME:?…}` or `${NAME?…}`). */
export function requiredVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?/g)].map((match) => match[1] ?? ''));
}

/** Every name a compose file interpolates. */
export function referencedVariables(text: string): Set<string> {
  return new Set([...text.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1] ?? ''));
}

/** A service's environment as the container sees it (every value a string). */
export function serviceEnv(service: ComposeService): Env {
  return Object.fromEntries(
    Object.entries(service.environment ?? {}).map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}

export function serviceNetworks(service: ComposeService): string[] {
  const networks = service.networks ?? [];
  return Array.isArray(networks) ? networks : Object.keys(networks);
}

export interface DockerInstruction {
  keyword: string;
  /** The arguments as written (continuation lines joined). */
  args: string;
}

export interface DockerStage {
  image: string;
  name: string | undefined;
  instructions: DockerInstruction[];
}

/** A Dockerfile's stages, each with its instructions (comments dropped, `\` continuations joined). */
export function parseDockerfile(text: string): DockerStage[] {
  const logical: string[] = [];
  let pending = '';
  for (const raw of text.split('\n')) {
    if (/^\s*#/.test(raw)) continue;
    const line = raw.trimEnd();
    if (line.endsWith('\\')) {
      pending += `${line.slice(0, -1)} `;
      continue;
    }
    const joined = (pending + line).trim();
    pending = '';
    if (joined !== '') logical.push(joined);
  }
  const stages: DockerStage[] = [];
  for (const line of logical) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const [image = '', as, name] = rest.filter((word) => !word.startsWith('--'));
      stages.push({ image, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    stage.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}

export interface DockerCopy {
  from: string | undefined;
  sources: string[];
  destination: string;
}

/** A COPY instruction's stage (`--from`), sources and destination. */
export function parseCopy(args: string): DockerCopy {
  const words = args.split(/\s+/);
  const from = words.find((word) => word.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((word) => !word.startsWith('--'));
  return { from, sources: paths.slice(0, -1), destination: paths.at(-1) ?? '' };
}

export interface CaddyBlock {
  /** The line's words, the opening brace left out. */
  tokens: string[];
  children: CaddyBlock[];
}

/** A Caddyfile as nested blocks: each line's words, and the lines inside its braces. */
export function parseCaddyfile(text: string): CaddyBlock[] {
  const root: CaddyBlock = { tokens: [], children: [] };
  const stack: CaddyBlock[] = [root];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    if (line === '}') {
      stack.pop();
      continue;
    }
    const tokens = [...line.matchAll(/"([^"]*)"|(\S+)/g)].map((match) => match[1] ?? match[2] ?? '');
    const opens = tokens.at(-1) === '{';
    const block: CaddyBlock = { tokens: opens ? tokens.slice(0, -1) : tokens, children: [] };
    stack.at(-1)?.children.push(block);
    if (opens) stack.push(block);
  }
  return root.children;
}

/** The directives named `name` anywhere inside a block. */
export function caddyDirectives(blocks: CaddyBlock[], name: string): CaddyBlock[] {
  return blocks.flatMap((block) => [
    ...(block.tokens[0] === name ? [block] : []),
    ...caddyDirectives(block.children, name),
  ]);
}
