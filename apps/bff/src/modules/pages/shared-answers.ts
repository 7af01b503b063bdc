/**
 * The answers a render thread keeps for every page it renders (ADR 0032): those the API marks as the same for
 * everyone, for as long as their Cache-Control allows (`sharedMaxAge` in renderer.ts), as a shared HTTP cache would.
 * A page then asks the main thread only for what is its own. They are kept for one version of the content at a time:
 * a page rendered from other content (an import, a CMS publish) asks again, as the page cache's key changes then too.
 */
export class SharedAnswers {
  readonly #kept = new Map<string, { text: string; expires: number }>();
  readonly #limit: number;
  readonly #now: () => number;
  #contentVersion: string | null = null;

  /**
   * @param limit how many answers are kept: a page's path chooses some calls' queries, so the oldest go first.
   * @param now the clock, in ms.
   */
  constructor(limit = 64, now: () => number = Date.now) {
    this.#limit = limit;
    this.#now = now;
  }

  /** The answers of the content a page is rendered from: those of any other version are forgotten. */
  useContent(version: string): void {
    if (version === this.#contentVersion) return;
    this.#kept.clear();
    this.#contentVersion = version;
  }

  /** A 200's text for a GET of `path`, while it is fresh. */
  get(path: string): string | undefined {
    const kept = this.#kept.get(path);
    if (!kept) return undefined;
    if (this.#now() < kept.expires) return kept.text;
    this.#kept.delete(path);
    return undefined;
  }

  keep(path: string, text: string, maxAgeSeconds: number): void {
    this.#kept.delete(path);
    if (this.#kept.size >= this.#limit) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(path, { text, expires: this.#now() + maxAgeSeconds * 1000 });
  }
}
