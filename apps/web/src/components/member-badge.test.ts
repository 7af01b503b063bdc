import { describe, expect, it } from 'vitest';
import { userFor } from '../testing/fixtures.ts';
import { memberKindKey, memberName } from './member-badge.tsx';

describe('who the member is', () => {
  it('labels ssoPrincipalFlg 1 as 本人 and 0 as 家族', () => {
    expect(memberKindKey(userFor('principal'))).toBe('member.principal');
    expect(memberKindKey(userFor('family'))).toBe('member.family');
  });

  it('shows "familyName firstName", or nothing (氏名未設定) when both are empty', () => {
    expect(memberName(userFor('principal'))).toBe('山田 太郎');
    expect(memberName(userFor('noname'))).toBeNull();
    expect(memberName(userFor('principal', { firstName: '' }))).toBe('山田');
  });
});
