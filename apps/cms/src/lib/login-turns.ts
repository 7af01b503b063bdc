/**
 * The logins of one account, one after another (docs/decisions/0034, amendment "one login of an account at a time").
 * Payload keeps an account's sessions in its user document. A login reads the document, adds its session to the list
 * and writes the whole list back (payload/dist/auth/sessions.js, addSessionToUser). Two logins of one account at the
 * same moment each write their own list, so only the last one's session is kept. The other token is then refused
 * (403 on the editor's next save). A token refresh (its session's new expiry) and a logout (the list without its
 * session) rewrite the whole list too, so they take the same turn. The CMS runs as one process (ADR 0008), so turns
 * kept here cover every login, refresh and logout.
 *
 * A turn ends when its holder has written the list or failed (`end`), or after `holdMs` at the latest: one that ends
 * without telling (a path that skips the hooks) holds the next one back no longer than that.
 */
export interface LoginTurns {
  /** Waits until the account's earlier turns are done; the turn is the caller's until `end` is called. */
  take(account: string): Promise<{ end: () => void }>;
}

export function createLoginTurns({ holdMs = 5_000 }: { holdMs?: number } = {}): LoginTurns {
  /** Per account, the end of its last turn: a new login waits for it. */
  const last = new Map<string, Promise<void>>();

  return {
    async take(account) {
      const before = last.get(account) ?? Promise.resolve();
      let end!: () => void;
      const ended = new Promise<void>((resolve) => {
        end = resolve;
      });
      const mine = before.then(() => ended);
      last.set(account, mine);
      void mine.then(() => {
        if (last.get(account) === mine) last.delete(account);
      });
      await before;
      const timer = setTimeout(end, holdMs);
      timer.unref();
      return {
        end: () => {
          clearTimeout(timer);
          end();
        },
      };
    },
  };
}
