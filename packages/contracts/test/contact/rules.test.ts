import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../../src/contact/rules.ts';

describe('fieldErrors: the fields of a rejected form’s HTTP 400 (one message per field)', () => {
  it('keeps the first message of each field in field order, and names zod’s own issues invalid', () => {
    const error = new z.ZodError([
      { code: 'custom', path: ['name'], message: 'nameRequired', input: '' },
      { code: 'custom', path: ['name'], message: 'nameTooLong', input: '' },
      { code: 'custom', path: ['topics', 'service', 'text'], message: 'commentRequired', input: '' },
      { code: 'unrecognized_keys', keys: ['isAdmin'], path: [], message: 'Unrecognized key: "isAdmin"', input: {} },
    ]);
    expect(Object.entries(fieldErrors(error.issues))).toEqual([
      ['name', 'nameRequired'],
      ['topics.service.text', 'commentRequired'],
      ['', 'invalid'],
    ]);
  });
});
