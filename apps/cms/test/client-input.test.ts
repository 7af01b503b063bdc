import { describe, expect, it } from 'vitest';
import { News } from '../src/collections/news.ts';
import { isClientInputError } from '../src/lib/client-input-errors.ts';
import { shapeProblems } from '../src/lib/write-shape.ts';

/**
 * Input Payload cannot take (issue 33; the started CMS under the fuzz: fuzz-rest-api.test.ts): the shape a write must
 * have before Payload walks it, and the errors that are the client's, answered 400 rather than 500.
 */
describe('the shape of a write', () => {
  it('takes a news item as the admin sends it', () => {
    expect(
      shapeProblems(News.fields, { title: 'お知らせ', relatedLink: { uri: '/x', title: 'x' }, paragraphs: [] }),
    ).toEqual([]);
  });

  it.each([
    ['data that is not an object', 12, ['(data)']],
    ['a group given null', { relatedLink: null }, ['relatedLink']],
    ['a group given a number', { relatedLink: 1.5 }, ['relatedLink']],
    ['blocks given an object', { paragraphs: { blockType: 'heading' } }, ['paragraphs']],
    ['a block of a kind the field does not have', { paragraphs: [{ blockType: 'video' }] }, ['paragraphs.0']],
    ['a block that is not an object', { paragraphs: ['heading'] }, ['paragraphs.0']],
  ])('refuses %s', (_label, data, problems) => {
    expect(shapeProblems(News.fields, data)).toEqual(problems);
  });
});

describe('errors that are the client’s', () => {
  const failedQuery = (cause: string) =>
    Object.assign(new Error('Failed query: select 1 from "news" where "news"."id" = ?'), { cause: new Error(cause) });

  it.each([
    ['a where that is not JSON', new SyntaxError('Unexpected token \'a\', "abc" is not valid JSON')],
    ['an id that is not a number', failedQuery('Only finite numbers (not Infinity or NaN) can be passed as arguments')],
    ['a relation to nothing', failedQuery('FOREIGN KEY constraint failed')],
    ['a list too long for one statement', failedQuery('SQLITE_ERROR: too many SQL variables')],
    ['a multipart body cut short', new Error('Unexpected end of form')],
  ])('%s', (_label, error) => {
    expect(isClientInputError(error)).toBe(true);
  });

  it.each([
    ['a database that is down', failedQuery('connect ECONNREFUSED 127.0.0.1:5432')],
    ['a fault of the CMS itself', new TypeError("Cannot read properties of undefined (reading 'x')")],
    ['an error that already has its status', Object.assign(new SyntaxError('x'), { status: 403 })],
  ])('but not %s', (_label, error) => {
    expect(isClientInputError(error)).toBe(false);
  });
});
