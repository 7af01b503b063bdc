/** Which routes need which assurance level (spec portal.md §6), shared by the SPA's guards and the BFF. */

/** Routes that need a level-1 login. */
export const LEVEL1_PATHS = [
  '/memberStatus',
  '/favorite',
  '/entry',
  '/registerSuccess',
  '/app-withdraw',
  '/app-continue',
  '/withdrawFinish',
] as const;

export function isLevel1Path(pathname: string): boolean {
  return (LEVEL1_PATHS as readonly string[]).includes(pathname);
}

/** /mypage and everything under it is a full-page redirect to the separate my-page site: level 2. */
export function isMypagePath(pathname: string): boolean {
  return pathname === '/mypage' || pathname.startsWith('/mypage/');
}

/** A path a logged-out visitor cannot stay on: returning there after a cancelled login would loop. */
export function isMemberOnlyPath(pathOrUri: string): boolean {
  const pathname = pathOrUri.split(/[?#]/)[0] ?? pathOrUri;
  return isLevel1Path(pathname) || isMypagePath(pathname);
}
