/**
 * Just enough of a browser for the IdP's pages: a cookie jar (one host, paths honoured), manual
 * redirects, and HTML forms read with regular expressions (the pages are ours and simple).
 */

interface StoredCookie {
  name: string;
  value: string;
  path: string;
}

function parseSetCookie(header: string): { cookie: StoredCookie; expired: boolean } {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const separator = pair.indexOf('=');
  const cookie = { name: pair.slice(0, separator), value: pair.slice(separator + 1), path: '/' };
  let expired = false;
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=');
    const name = key.toLowerCase();
    if (name === 'path') cookie.path = value;
    if (name === 'expires' && Date.parse(value) <= Date.now()) expired = true;
    if (name === 'max-age' && Number(value) <= 0) expired = true;
  }
  return { cookie, expired };
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

export class Browser {
  readonly #jar = new Map<string, StoredCookie>();
  readonly #headers: Record<string, string>;

  /** `headers` go with every request (say the X-Forwarded-For of a proxy the IdP trusts). */
  constructor(headers: Record<string, string> = {}) {
    this.#headers = headers;
  }

  /** Cookie names this browser would send to `url`. */
  cookieNames(url: string | URL): string[] {
    const { pathname } = new URL(url);
    return [...this.#jar.values()].filter((c) => pathMatches(pathname, c.path)).map((c) => c.name);
  }

  /** The Cookie header this browser would send to `url`. */
  cookieHeader(url: string | URL): string {
    const { pathname } = new URL(url);
    return [...this.#jar.values()]
      .filter((c) => pathMatches(pathname, c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
  }

  async get(url: string | URL): Promise<Response> {
    return this.#send(url, { method: 'GET' });
  }

  async post(url: string | URL, form: Record<string, string>): Promise<Response> {
    return this.#send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
  }

  /** Follows redirects that stay on `origin`; returns the last response and the first URL outside it, if any. */
  async follow(response: Response, origin: string): Promise<{ response: Response; leftTo?: URL }> {
    let current = response;
    let url = new URL(current.url);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || location === null) return { response: current };
      url = new URL(location, url);
      if (url.origin !== origin) return { response: current, leftTo: url };
      current = await this.get(url);
    }
    throw new Error('too many redirects');
  }

  async #send(url: string | URL, init: RequestInit & { headers?: Record<string, string> }): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.#jar.values()]
      .filter((c) => pathMatches(target.pathname, c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const response = await fetch(target, {
      ...init,
      redirect: 'manual',
      headers: { ...this.#headers, ...init.headers, ...(cookie ? { cookie } : {}), accept: 'text/html' },
    });
    for (const header of response.headers.getSetCookie()) {
      const { cookie: parsed, expired } = parseSetCookie(header);
      const key = `${parsed.path}\u0000${parsed.name}`;
      if (expired) this.#jar.delete(key);
      else this.#jar.set(key, parsed);
    }
    return response;
  }
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface HtmlForm {
  action: string;
  fields: Record<string, string>;
}

/** The forms of a page, with their hidden fields (what a browser would submit without typing). */
export function formsOf(html: string, pageUrl: string | URL): HtmlForm[] {
  const forms: HtmlForm[] = [];
  for (const [, attributes = '', inner = ''] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const action = /\baction="([^"]*)"/.exec(attributes)?.[1] ?? '';
    const fields: Record<string, string> = {};
    for (const [input = ''] of inner.matchAll(/<input\b[^>]*>/g)) {
      if (!/\btype="hidden"/.test(input)) continue;
      const name = /\bname="([^"]*)"/.exec(input)?.[1];
      const value = /\bvalue="([^"]*)"/.exec(input)?.[1] ?? '';
      if (name !== undefined) fields[name] = decodeEntities(value);
    }
    forms.push({ action: new URL(decodeEntities(action), pageUrl).href, fields });
  }
  return forms;
}
