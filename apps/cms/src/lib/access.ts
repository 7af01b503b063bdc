import type { Access, FieldAccess, PayloadRequest } from 'payload';

/**
 * Who may do what (docs/cms-content-model.md, Access). Everything is private: content is read only by
 * staff (role `editor`) and by the portal's API key (role `api`, read-only); the portal applies targeting.
 * Media files are public because browsers load them straight from the CMS host.
 */
type StaffUser = { collection?: string; role?: string | null };

const staff = (req: PayloadRequest): StaffUser | null =>
  req.user && (req.user as StaffUser).collection === 'users' ? (req.user as StaffUser) : null;

export const isEditor = (req: PayloadRequest): boolean => {
  const user = staff(req);
  return user !== null && user.role !== 'api';
};

export const editorsOnly: Access = ({ req }) => isEditor(req);
export const editorsOnlyField: FieldAccess = ({ req }) => isEditor(req);
export const authenticated: Access = ({ req }) => staff(req) !== null;
export const anyone: Access = () => true;

/**
 * Content with drafts: editors see everything (the admin lists drafts); the API key sees drafts only when it
 * asks for them (`draft=true`, the portal's preview), otherwise published documents only.
 */
export const readContent: Access = ({ req }) => {
  if (!staff(req)) return false;
  if (isEditor(req)) return true;
  const draft = (req.query as Record<string, unknown> | undefined)?.draft;
  if (draft === 'true' || draft === true) return true;
  return { _status: { equals: 'published' } };
};

export const contentAccess = {
  read: readContent,
  create: editorsOnly,
  update: editorsOnly,
  delete: editorsOnly,
  readVersions: authenticated,
};

/** Reference data without drafts (courses, news types). */
export const referenceAccess = {
  read: authenticated,
  create: editorsOnly,
  update: editorsOnly,
  delete: editorsOnly,
};
