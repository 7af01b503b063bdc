/** A member signed in through the development identity provider's real OIDC flow, as a browser would. */
import { PERSONA_PASSWORD } from '@portal/personas';
// The identity provider's own test browser: cookie jar, manual redirects, forms.
import { Browser, formsOf } from '../../apps/idp/test/support/browser.ts';
import { rawGet, setCookiesOf } from './http.ts';

export interface SignInOptions {
  /** Where the portal listens (`http://127.0.0.1:3400`). */
  portal: string;
  /**
   * The portal's public origin when it is not where it listens (`https://portal.example` behind TLS): the portal is
   * asked with its Host, and the identity provider's redirects to it are sent to `portal`. Default: `portal`.
   */
  publicOrigin?: string;
  /** The identity provider's origin (`http://127.0.0.1:3402`): its redirects within it are followed. */
  idpOrigin: string;
  /** A persona's login id (packages/personas). */
  loginId: string;
}

/**
 * Signs `loginId` in at the SSO issuer and returns every cookie the portal set on the way, as one Cookie header: the
 * session cookie (whatever its name) and the hint cookies the browser's route guards read.
 */
export async function signIn({ portal, publicOrigin = portal, idpOrigin, loginId }: SignInOptions): Promise<string> {
  const jar = new Map<string, string>();
  const host = new URL(publicOrigin).host;
  const portalGet = async (pathAndQuery: string) => {
    const answer = await rawGet(new URL(pathAndQuery, portal).href, {
      host,
      accept: 'text/html',
      ...(jar.size > 0 ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
    });
    for (const header of setCookiesOf(answer)) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const expired = attributes.some((a) => /^max-age=(0|-)/i.test(a));
      if (expired) jar.delete(pair.slice(0, eq));
      else jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return answer;
  };
  const start = await portalGet('/v1/top/login?back_uri=%2F');
  const location = start.headers.location;
  if (!location) throw new Error(`the portal did not send the login to the identity provider (${start.status})`);
  const browser = new Browser();
  const atProvider = await browser.follow(await browser.get(location), idpOrigin);
  let leftTo = atProvider.leftTo;
  if (!leftTo) {
    const html = await atProvider.response.text();
    // The development provider's password form (the member buttons post the same fields).
    const form = formsOf(html, atProvider.response.url).find((f) => !f.action.endsWith('/abort'));
    if (!form) throw new Error('no login form at the identity provider');
    const posted = await browser.post(form.action, { ...form.fields, loginId, password: PERSONA_PASSWORD });
    ({ leftTo } = await browser.follow(posted, idpOrigin));
  }
  if (!leftTo || leftTo.origin !== new URL(publicOrigin).origin) {
    throw new Error(`the identity provider did not send us back to ${publicOrigin}: ${leftTo}`);
  }
  const back = await portalGet(leftTo.pathname + leftTo.search);
  // The callback sends the member back to the page they came from (`/`); an error page says the login failed.
  if (back.status !== 302 || back.headers.location !== '/') {
    throw new Error(`the portal's login callback answered ${back.status} to ${back.headers.location}`);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
