/**
 * oidc-provider, loaded without the two start-up warnings that do not apply to this dev-only IdP:
 * - "Unsupported runtime": the project pins Node 24.9, which predates the 24.x LTS line (24.11), so
 *   `process.release.lts` is unset although the runtime is fine;
 * - "development-only in-memory adapter": in-memory state is what we want here (never deployed).
 * Every other notice of oidc-provider still reaches the console.
 */

const SILENCED = [
  'oidc-provider WARNING: Unsupported runtime',
  'oidc-provider WARNING: a quick start development-only in-memory adapter is used',
];

function isSilenced(args: unknown[]): boolean {
  const [first] = args;
  return typeof first === 'string' && SILENCED.some((prefix) => first.startsWith(prefix));
}

/** Runs `fn` with the known oidc-provider start-up warnings filtered out of `console.warn`. */
export async function withoutStartupWarnings<T>(fn: () => T | Promise<T>): Promise<T> {
  const { warn } = console;
  console.warn = (...args: unknown[]) => {
    if (!isSilenced(args)) warn(...args);
  };
  try {
    return await fn();
  } finally {
    console.warn = warn;
  }
}

/** The synchronous variant, for constructing a Provider. */
export function withoutStartupWarningsSync<T>(fn: () => T): T {
  const { warn } = console;
  console.warn = (...args: unknown[]) => {
    if (!isSilenced(args)) warn(...args);
  };
  try {
    return fn();
  } finally {
    console.warn = warn;
  }
}

const oidcProvider = await withoutStartupWarnings(() => import('oidc-provider'));

export const Provider = oidcProvider.default;
export const { errors, interactionPolicy } = oidcProvider;
