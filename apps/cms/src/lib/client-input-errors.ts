import type { AfterErrorHook } from 'payload';

/**
 * Input Payload cannot take, and answers 500 for (issue 33, found by apps/cms/test/fuzz-rest-api.test.ts; ADR 0034):
 * a query whose `where` is not JSON, a date the database cannot compare, a relation to a document that does not exist,
 * an upload that is not one. They are the client's mistakes, not the server's: Payload's root `afterError` hook
 * answers them 400 in its error shape. Anything else keeps its status: a failing database is still a 500.
 */
const DATABASE_INPUT_ERRORS = new RegExp(
  [
    // SQLite (libsql) and PostgreSQL refusing a value.
    'constraint failed',
    'violates (foreign key|not-null|check|unique) constraint',
    'invalid input syntax',
    'out of range',
    'value too long',
    'invalid byte sequence',
    'datatype mismatch',
    'too many SQL variables',
    'bind message supplies',
    // The drivers refusing a parameter: an id that is not a number (NaN), an object, a huge integer.
    'cannot be passed as argument',
    'Only finite numbers',
    'can only bind',
    'cannot be safely represented',
  ].join('|'),
  'i',
);

/** Errors Payload's own parsing throws on a request's malformed parts. */
const PARSING_ERRORS = [
  /^Request is not eligible for file upload/,
  // busboy: a multipart body that ends early.
  /^Unexpected end of form$/,
  /^Malformed part header$/,
  // A date that is not one, as Payload formats it.
  /^Invalid time value$/,
];

export function isClientInputError(error: Error): boolean {
  const status = (error as { status?: number }).status;
  if (status !== undefined && status < 500) return false;
  // JSON of a query's `where`, or of a body Payload parses itself.
  if (error instanceof SyntaxError) return true;
  if (PARSING_ERRORS.some((pattern) => pattern.test(error.message))) return true;
  // Drizzle's error for a statement the database refused; its cause says why.
  const cause = (error as { cause?: unknown }).cause;
  return /^Failed query:/.test(error.message) && cause instanceof Error && DATABASE_INPUT_ERRORS.test(cause.message);
}

export const INVALID_INPUT = '入力内容に誤りがあります。';

export const answerClientInputErrors: AfterErrorHook = ({ error }) => {
  if (!isClientInputError(error)) return;
  return { status: 400, response: { errors: [{ message: INVALID_INPUT }] } };
};
