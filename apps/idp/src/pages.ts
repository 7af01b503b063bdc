import { personas } from '@portal/personas';

import { document, escapeHtml, html, raw } from './html.ts';
import type { Html } from './html.ts';

/** What the member sees as the name of the issuer asking them to sign in. */
export interface ServiceInfo {
  /** e.g. 「ライフエール共通ID」 */
  name: string;
}

export const MESSAGES = {
  wrongCredentials: 'ログインIDまたはパスワードが正しくありません。',
  wrongCode: '確認コードが正しくありません。',
  /** After too many failures (wrong passwords, or codes given up) for a login id at one address, or from it. */
  lockedOut: (minutes: number) =>
    `ログインに続けて失敗したため、ログインを一時的に制限しています。${minutes}分ほど待ってから、もう一度お試しください。`,
  /** A login id that failed many times from everywhere: its attempts are spaced out (issue 33). */
  slowedDown: (seconds: number) =>
    `このログインIDでのログインの失敗が続いているため、試行の間隔を空けています。${seconds}秒ほど待ってから、もう一度お試しください。`,
  /** The last allowed wrong code: the pending code is given up. */
  codeExhausted:
    '確認コードを続けて間違えたため、この確認コードは使えなくなりました。もう一度パスワードを入力してください。新しい確認コードを発行します。',
  codeExpired: '確認コードの有効期限が切れました。もう一度パスワードを入力してください。新しい確認コードを発行します。',
} as const;

/** Whole minutes left of a lockout, at least 1. */
export function lockoutMinutes(ms: number): number {
  return Math.max(1, Math.ceil(ms / 60_000));
}

interface InteractionPageBase {
  service: ServiceInfo;
  /** Name of the relying party, e.g. 「ライフエール会員ポータル」. */
  clientName: string;
  /** Path of the interaction, e.g. `/sso/interaction/<uid>`; the forms post below it. */
  interactionPath: string;
  nonce: string;
}

export interface LoginPageModel extends InteractionPageBase {
  loginId: string;
  error?: string;
  /** The request needs assurance level 2: a one-time code follows the password. */
  needsSecondFactor: boolean;
  /** The browser already has a session with a lower level (step-up). */
  stepUp: boolean;
}

/** An attribute that is present only with a value, e.g. `aria-invalid` after an error. */
function attribute(name: string, value: string | undefined): Html {
  return value === undefined ? raw('') : raw(` ${name}="${escapeHtml(value)}"`);
}

function heading(service: ServiceInfo): string {
  return `${service.name} ログイン`;
}

function cancelForm(interactionPath: string): Html {
  return html`<form method="post" action="${interactionPath}/abort">
    <button type="submit" class="secondary">キャンセル</button>
  </form>`;
}

function personaTable(interactionPath: string): Html {
  const rows = personas.map(
    (persona) =>
      html`<tr>
        <td>${persona.label}</td>
        <td>${persona.description}</td>
        <td><code>${persona.loginId}</code></td>
        <td>
          <form method="post" action="${interactionPath}/login">
            <input type="hidden" name="loginId" value="${persona.loginId}" />
            <input type="hidden" name="password" value="password" />
            <button type="submit">${persona.loginId} でログイン</button>
          </form>
        </td>
      </tr>`,
  );
  return html`<section>
    <h2>テスト会員</h2>
    <div class="table-wrap">
      <table>
        <caption>
          ボタンを押すと、その会員のログインIDとパスワード（password）で送信します。
        </caption>
        <thead>
          <tr>
            <th scope="col">会員の種類</th>
            <th scope="col">説明</th>
            <th scope="col">ログインID</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          ${rows}
        </tbody>
      </table>
    </div>
  </section>`;
}

/** Step 1: login id and password, with the list of test members. */
export function loginPage(model: LoginPageModel): string {
  const { service, clientName, interactionPath, nonce, loginId, error, needsSecondFactor, stepUp } = model;
  const errorId = 'login-error';
  const describedBy = error === undefined ? 'password-hint' : `password-hint ${errorId}`;
  const notice = stepUp
    ? 'この先のページでは、より確かな本人確認が必要です。もう一度ログインして、確認コードを入力してください。'
    : needsSecondFactor
      ? 'この操作には、パスワードに加えて確認コードによる本人確認が必要です。'
      : undefined;
  const body = html`<h1>${heading(service)}</h1>
    <p class="lead">${clientName}がログインを求めています。</p>
    ${notice === undefined ? null : html`<p class="notice">${notice}</p>`}
    <section class="card">
      <h2>ログインIDとパスワードでログイン</h2>
      ${error === undefined ? null : html`<p class="error" role="alert" id="${errorId}">${error}</p>`}
      <form method="post" action="${interactionPath}/login">
        <div class="field">
          <label for="loginId">ログインID</label>
          <input
            type="text"
            id="loginId"
            name="loginId"
            value="${loginId}"
            autocomplete="username"
            autocapitalize="none"
            spellcheck="false"
            required${attribute('aria-invalid', error && 'true')}${attribute('aria-describedby', error && errorId)}
          />
        </div>
        <div class="field">
          <label for="password">パスワード</label>
          <input
            type="password"
            id="password"
            name="password"
            autocomplete="current-password"
            required
            aria-describedby="${describedBy}"
            ${attribute('aria-invalid', error && 'true')}
          />
          <p class="hint" id="password-hint">テスト会員のパスワードはすべて <code>password</code> です。</p>
        </div>
        <div class="actions">
          <button type="submit">ログイン</button>
        </div>
      </form>
    </section>
    ${personaTable(interactionPath)}
    <h2>ログインをやめる</h2>
    ${cancelForm(interactionPath)}`;
  return document({ title: `${heading(service)}｜開発用認証サーバー`, nonce, body });
}

export interface CodePageModel extends InteractionPageBase {
  personaLabel: string;
  loginId: string;
  code: string;
  /** Minutes the code is valid for. */
  validMinutes: number;
  /** Wrong codes still allowed. */
  triesLeft: number;
  error?: string;
}

/** Step 2 of a level-2 login: the one-time code, shown on the page because this is a dev IdP. */
export function codePage(model: CodePageModel): string {
  const { service, clientName, interactionPath, nonce, personaLabel, loginId, code, validMinutes, triesLeft, error } =
    model;
  const errorId = 'code-error';
  const body = html`<h1>${heading(service)}</h1>
    <p class="lead">${clientName}がログインを求めています。</p>
    <section class="card">
      <h2>確認コードの入力</h2>
      <p>
        ${personaLabel}（<code>${loginId}</code>）の本人確認をしています。本来はSMSで届く6桁の確認コードを入力してください。
      </p>
      <p class="one-time-code" id="one-time-code-display">
        確認コード: <strong id="one-time-code" data-testid="one-time-code">${code}</strong>（開発用に表示しています）
      </p>
      ${
        error === undefined
          ? null
          : html`<p class="error" role="alert" id="${errorId}">
              ${error}あと${triesLeft}回間違えると、この確認コードは使えなくなります。
            </p>`
      }
      <form method="post" action="${interactionPath}/code">
        <div class="field">
          <label for="code">確認コード</label>
          <input
            type="text"
            id="code"
            name="code"
            inputmode="numeric"
            autocomplete="one-time-code"
            pattern="[0-9]{6}"
            maxlength="6"
            required
            aria-describedby="code-hint${error === undefined ? '' : ` ${errorId}`}"
            ${attribute('aria-invalid', error && 'true')}
          />
          <p class="hint" id="code-hint">半角数字6桁。確認コードの有効期限は${validMinutes}分です。</p>
        </div>
        <div class="actions">
          <button type="submit">確認</button>
        </div>
      </form>
    </section>
    <h2>ログインをやめる</h2>
    ${cancelForm(interactionPath)}`;
  return document({ title: `確認コードの入力｜${heading(service)}｜開発用認証サーバー`, nonce, body });
}

/**
 * RP-initiated logout without a click: the provider's confirmation form (with its xsrf field) gets
 * `logout=yes` and submits itself; without JavaScript the member presses the button.
 */
export function logoutPage({ service, form, nonce }: { service: ServiceInfo; form: string; nonce: string }): string {
  const formWithConsent = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  const body = html`<h1>${service.name} ログアウト</h1>
    <p role="status">ログアウトしています…</p>
    ${raw(formWithConsent)}
    <noscript>
      <p><button type="submit" form="op.logoutForm">ログアウトする</button></p>
    </noscript>`;
  return document({
    title: `ログアウト｜${service.name}｜開発用認証サーバー`,
    nonce,
    body,
    script: "document.getElementById('op.logoutForm').submit();",
  });
}

/** After a logout that has no post_logout_redirect_uri. */
export function loggedOutPage({
  service,
  portalOrigin,
  nonce,
}: {
  service: ServiceInfo;
  portalOrigin: string;
  nonce: string;
}): string {
  const body = html`<h1>${service.name} ログアウト</h1>
    <p>ログアウトしました。</p>
    <p><a href="${portalOrigin}/">ライフエール会員ポータルのトップへ戻る</a></p>`;
  return document({ title: `ログアウトしました｜${service.name}｜開発用認証サーバー`, nonce, body });
}

/** Errors of the provider (e.g. an unregistered redirect_uri) and of an expired interaction. */
export function errorPage({
  nonce,
  portalOrigin,
  message,
  details,
}: {
  nonce: string;
  portalOrigin: string;
  message: string;
  details?: Record<string, string | undefined>;
}): string {
  const entries = Object.entries(details ?? {}).filter((entry): entry is [string, string] => entry[1] !== undefined);
  const body = html`<h1>エラーが発生しました</h1>
    <p class="error" role="alert">${message}</p>
    ${
      entries.length === 0
        ? null
        : html`<h2>詳細（開発者向け）</h2>
            <dl>
              ${entries.map(
                ([key, value]) =>
                  html`<dt><code>${key}</code></dt>
                    <dd>${value}</dd>`,
              )}
            </dl>`
    }
    <p><a href="${portalOrigin}/">ライフエール会員ポータルのトップへ戻る</a></p>`;
  return document({ title: 'エラー｜開発用認証サーバー', nonce, body });
}

/** `GET /`: where the issuers are, for a developer who opens the IdP in a browser. */
export function indexPage({
  nonce,
  issuers,
}: {
  nonce: string;
  issuers: Array<{ service: ServiceInfo; issuer: string }>;
}): string {
  const body = html`<h1>開発用認証サーバー</h1>
    <p>ポータルの開発とテストのためのOpenID Connectプロバイダーです。</p>
    <ul>
      ${issuers.map(
        ({ service, issuer }) =>
          html`<li>
            ${service.name}: <a href="${issuer}/.well-known/openid-configuration"><code>${issuer}</code></a>
          </li>`,
      )}
    </ul>`;
  return document({ title: '開発用認証サーバー', nonce, body });
}
