import type { ServerProps } from 'payload';

/**
 * Under the admin's login form: what the lockout does (lib/login-lockout.ts). A locked attempt is answered exactly
 * as a wrong password is, so that the answer tells nobody whether an account exists; editors read here why the
 * right password can fail for a while.
 */
const NOTE = {
  ja: 'ログインに5回続けて失敗すると、この接続元からは10分間ログインできません。その間は正しいパスワードでも「正しくありません」と表示されます。',
  en: 'After five failed attempts, you cannot log in from this network for ten minutes; meanwhile even the right password is reported as incorrect.',
} as const;

export function LoginLockoutNote({ i18n }: Pick<ServerProps, 'i18n'>) {
  return <p className="login-lockout-note">{i18n?.language === 'en' ? NOTE.en : NOTE.ja}</p>;
}
