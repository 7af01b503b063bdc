/**
 * oidc-provider, loaded without the start-up warning that does not apply to this dev-only IdP: "development-only
 * in-memory adapter" (in-memory state is what we want here; never deployed). Every other notice of oidc-provider,
 * an "Unsupported runtime" on a Node that is not an LTS release among them, still reaches the console.
 */

const SILENCED = ['oidc-provider WARNING: a quick start development-only in-memory adapter is used'];

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
