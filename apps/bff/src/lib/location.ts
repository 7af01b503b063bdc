/**
 * A Location header as Node will send it: every byte outside visible ASCII percent-encoded (UTF-8). A redirect to
 * a path a member typed (`back_uri=/検索`) once threw ERR_INVALID_CHAR while the answer was written, after the error
 * handler, so the member lost the login and read Node's error text (issue 14). Characters already encoded stay.
 */
export function encodeLocation(location: string): string {
  return location.replace(/[^\x21-\x7e]+/gu, (run) =>
    [...Buffer.from(run, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

export function needsLocationEncoding(location: string): boolean {
  return /[^\x21-\x7e]/u.test(location);
}
