import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ContactFormErrorSchema,
  ContactReceiptSchema,
  PostalCodeResponseSchema,
} from '@portal/contracts/contact/inquiry';
import { CONTACT_MESSAGES } from '@portal/contracts/contact/messages';
import { contactInquiries, contactOpinions } from '@portal/db';
import { createOutboxWorker } from '../../src/modules/contact/outbox.ts';
import { createDevMailboxMailer } from '../../src/modules/contact/dev-mailbox.ts';
import { listDevMails } from '../../src/modules/contact/repository.ts';
import { DEVELOPMENT_ONLY_NOTE } from '../../src/modules/contact/dev-mail-viewer.ts';
import { NOW } from '../helpers.ts';
import { clearContactTables, createContactTestApp, outboxRows, VALID_INQUIRY, VALID_OPINION } from './support.ts';

let t: Awaited<ReturnType<typeof createContactTestApp>>;
beforeAll(async () => {
  t = await createContactTestApp({ CONTACT_RATE_LIMIT_PER_HOUR: '5' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await clearContactTables(t.db);
});

const INQUIRIES = '/v1/contact/inquiries';
const OPINIONS = '/v1/contact/opinions';

function expectFieldError(res: { statusCode: number; body: string; json: () => unknown }, field: string, code: string) {
  expect(res.statusCode, res.body).toBe(400);
  const body = ContactFormErrorSchema.parse(res.json());
  expect(body.error.fields).toContainEqual({
    field,
    code,
    message: CONTACT_MESSAGES[code as keyof typeof CONTACT_MESSAGES],
  });
}

describe('POST /v1/contact/inquiries', () => {
  it('stores a valid inquiry of a visitor and queues the acknowledgement and the notification in the same step', async () => {
    const client = await t.client();
    const res = await client.post(INQUIRIES, VALID_INQUIRY);
    expect(res.statusCode, res.body).toBe(201);
    const { data } = ContactReceiptSchema.parse(res.json());
    expect(data.id).toMatch(/^INQ-20261121-[A-Z2-9]{6}$/);
    expect(res.headers['cache-control']).toBe('no-store');

    const [row] = await t.db.select().from(contactInquiries);
    expect(row).toMatchObject({ id: data.id, memberId: null, email: VALID_INQUIRY.email, category: 'points' });
    const mails = await outboxRows(t.db);
    expect(mails.map((m) => [m.kind, m.recipient, m.status])).toEqual([
      ['inquiry-acknowledgement', VALID_INQUIRY.email, 'pending'],
      ['inquiry-notification', 'support@lifeyell.example', 'pending'],
    ]);
    expect(mails[0]!.subject).toBe('【ライフエール】お問合せを受け付けました');
    expect(mails[0]!.bodyText).toContain('山田 太郎 様');
    expect(mails[0]!.bodyText).toContain(`受付番号：${data.id}`);
  });

  it('records the member who sent it when logged in', async () => {
    const client = await t.client({ memberId: 'principal' });
    const res = await client.post(INQUIRIES, { ...VALID_INQUIRY, email: 'p@example.jp', emailConfirm: 'p@example.jp' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(contactInquiries);
    expect(row?.memberId).toBe('principal');
  });

  it.each([
    ['category', '', 'categoryRequired'],
    ['category', 'unknown', 'categoryRequired'],
    ['inquiryText', '   ', 'inquiryTextRequired'],
    ['inquiryText', 'あ'.repeat(1001), 'inquiryTextTooLong'],
    ['name', '', 'nameRequired'],
    ['name', 'あ'.repeat(51), 'nameTooLong'],
    ['nameKana', '', 'nameKanaRequired'],
    ['nameKana', 'ﾔﾏﾀﾞ', 'nameKanaInvalid'],
    ['postalCode', '', 'postalCodeRequired'],
    ['postalCode', '100-0001', 'postalCodeInvalid'],
    ['prefecture', '48', 'prefectureInvalid'],
    ['address', 'あ'.repeat(51), 'addressTooLong'],
    ['contactType', 'office', 'contactTypeRequired'],
    ['tel', '', 'telRequired'],
    ['tel', '０９０１２３４５６７８', 'telInvalid'],
    ['email', '', 'emailRequired'],
    ['email', 'taro@example.c', 'emailInvalid'],
    ['emailConfirm', '', 'emailConfirmRequired'],
    ['emailConfirm', 'other@example.jp', 'emailMismatch'],
    ['privacyConsent', false, 'privacyConsentRequired'],
    // Control characters (issue 14): a NUL once answered 500; line breaks only where the member writes lines.
    ['inquiryText', 'ポイント\u0000について', 'controlCharacters'],
    ['inquiryText', '\u001b[31m', 'controlCharacters'],
    ['name', '山田\u0000太郎', 'controlCharacters'],
    ['name', '山田\n太郎', 'controlCharacters'],
    ['address', '千代田区\u0000', 'controlCharacters'],
    ['address', '千代田区\u0085', 'controlCharacters'],
  ])('rejects %s = %j with %s, and stores nothing', async (field, value, code) => {
    const client = await t.client();
    const res = await client.post(INQUIRIES, { ...VALID_INQUIRY, [field]: value });
    expectFieldError(res, field, code);
    expect(await t.db.select().from(contactInquiries)).toEqual([]);
    expect(await outboxRows(t.db)).toEqual([]);
  });

  it('lists every field of an empty form at once', async () => {
    const client = await t.client();
    const res = await client.post(INQUIRIES, {});
    expect(res.statusCode).toBe(400);
    expect(ContactFormErrorSchema.parse(res.json()).error.fields.map((f) => f.code)).toEqual(
      expect.arrayContaining(['categoryRequired', 'inquiryTextRequired', 'emailRequired', 'privacyConsentRequired']),
    );
  });

  it('answers a field it does not know with the code invalid and the general text', async () => {
    const client = await t.client();
    const res = await client.post(INQUIRIES, { ...VALID_INQUIRY, isAdmin: true });
    expect(res.statusCode).toBe(400);
    expect(ContactFormErrorSchema.parse(res.json()).error.fields).toEqual([
      { field: '', code: 'invalid', message: '入力内容に誤りがあります。' },
    ]);
  });

  it('refuses a body over 16 KB with 413 before reading it', async () => {
    const client = await t.client();
    const res = await client.post(INQUIRIES, { ...VALID_INQUIRY, inquiryText: 'x'.repeat(20_000) });
    expect(res.statusCode).toBe(413);
    expect(await t.db.select().from(contactInquiries)).toEqual([]);
  });

  it('refuses a post without the CSRF token, or from another origin', async () => {
    const client = await t.client();
    const noToken = await client.post(INQUIRIES, VALID_INQUIRY, { 'x-csrf-token': '' });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json()).toMatchObject({ error: { code: 'csrf' } });
    const otherOrigin = await client.post(INQUIRIES, VALID_INQUIRY, { origin: 'https://evil.example' });
    expect(otherOrigin.statusCode).toBe(403);
    expect(await t.db.select().from(contactInquiries)).toEqual([]);
  });

  it('stores one inquiry and queues one pair of mails for a submission posted again and again (issue 14)', async () => {
    const client = await t.client();
    const key = { 'idempotency-key': 'confirm-0123456789abcdef' };
    const first = await client.post(INQUIRIES, VALID_INQUIRY, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await Promise.all([1, 2, 3].map(() => client.post(INQUIRIES, VALID_INQUIRY, key)));
    for (const res of again) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual(first.json());
      expect(res.headers['idempotent-replayed']).toBe('true');
    }
    expect(await t.db.select().from(contactInquiries)).toHaveLength(1);
    expect(await outboxRows(t.db)).toHaveLength(2);
    // The same key with other contents is another submission; another sender's same key is theirs.
    const edited = await client.post(INQUIRIES, { ...VALID_INQUIRY, inquiryText: '追記です。' }, key);
    expect(edited.json().data.id).not.toBe(first.json().data.id);
    const stranger = await (await t.client()).post(INQUIRIES, VALID_INQUIRY, key);
    expect(stranger.json().data.id).not.toBe(first.json().data.id);
    expect(await t.db.select().from(contactInquiries)).toHaveLength(3);
  });

  it.each([
    ['with an empty', ''],
    ['with a malformed', 'short'],
    ['with a control character in its', 'confirm-0123456789abc\u0000'],
  ])('refuses a submission %s Idempotency-Key with 400, storing nothing', async (_label, key: string) => {
    const client = await t.client();
    const res = await client.post(INQUIRIES, VALID_INQUIRY, { 'idempotency-key': key });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('submission_key_required');
    expect(await t.db.select().from(contactInquiries)).toEqual([]);
  });

  it('limits one session to 5 posts an hour (valid or not): the 6th gets 429', async () => {
    const client = await t.client();
    for (let i = 0; i < 5; i += 1) {
      const res = await client.post(INQUIRIES, {
        ...VALID_INQUIRY,
        email: `s${i}@example.jp`,
        emailConfirm: `s${i}@example.jp`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const sixth = await client.post(INQUIRIES, {
      ...VALID_INQUIRY,
      email: 's6@example.jp',
      emailConfirm: 's6@example.jp',
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      error: {
        code: 'too_many_requests',
        message: 'ただいま大変混み合っております。しばらくたってから再度お試しください。',
      },
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers a repeated submission past the hour’s limit with its first receipt, not 429 (issue 33)', async () => {
    const client = await t.client();
    const key = { 'idempotency-key': 'reload-after-lost-answer-01' };
    const first = await client.post(INQUIRIES, VALID_INQUIRY, key);
    expect(first.statusCode, first.body).toBe(201);
    for (let i = 1; i < 5; i += 1) expect((await client.post(INQUIRIES, VALID_INQUIRY)).statusCode).toBe(201);
    expect((await client.post(INQUIRIES, VALID_INQUIRY)).statusCode).toBe(429);
    // The member's reload after a lost answer: the same submission, so its receipt, and nothing stored or mailed.
    const again = await client.post(INQUIRIES, VALID_INQUIRY, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await t.db.select().from(contactInquiries)).toHaveLength(5);
  });

  it('never refuses an inquiry for the address it gives: typing someone’s address cannot block theirs (issue 33)', async () => {
    const victim = { email: 'victim@example.jp', emailConfirm: 'victim@example.jp' };
    const attacker = await t.client();
    for (let i = 0; i < 5; i += 1) {
      const res = await attacker.post(INQUIRIES, { ...VALID_INQUIRY, ...victim, inquiryText: `嫌がらせ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const own = await (await t.client()).post(INQUIRIES, { ...VALID_INQUIRY, ...victim });
    expect(own.statusCode, own.body).toBe(201);
    expect(await t.db.select().from(contactInquiries)).toHaveLength(6);
  });

  it('mails an address one acknowledgement an hour; every inquiry still reaches the customer centre (issue 33)', async () => {
    const victim = { email: 'victim@example.jp', emailConfirm: 'victim@example.jp' };
    const receipts = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await (await t.client()).post(INQUIRIES, { ...VALID_INQUIRY, ...victim, inquiryText: `本文${i}` });
      expect(res.statusCode, res.body).toBe(201);
      receipts.push(ContactReceiptSchema.parse(res.json()).data.acknowledgementMailed);
    }
    expect(receipts).toEqual([true, false, false]);
    const mails = await outboxRows(t.db);
    expect(mails.filter((m) => m.recipient === victim.email)).toHaveLength(1);
    expect(mails.filter((m) => m.kind === 'inquiry-notification')).toHaveLength(3);
    // Another address is not affected; the victim's next hour brings one again.
    const other = await (await t.client()).post(INQUIRIES, VALID_INQUIRY);
    expect(other.json().data.acknowledgementMailed).toBe(true);
    t.clock.set(new Date(t.clock.now().getTime() + 61 * 60_000).toISOString());
    try {
      const later = await (await t.client()).post(INQUIRIES, { ...VALID_INQUIRY, ...victim });
      expect(later.json().data.acknowledgementMailed).toBe(true);
    } finally {
      t.clock.set(NOW);
    }
  });

  it('stores and mails HTML and script as the text typed; the development viewer shows it escaped', async () => {
    const script = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    const client = await t.client();
    const res = await client.post(INQUIRIES, { ...VALID_INQUIRY, inquiryText: script, address: '<b>太字</b>' });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db.select().from(contactInquiries);
    expect(row?.inquiryText).toBe(script);
    const worker = createOutboxWorker({
      db: t.db,
      mailer: createDevMailboxMailer(t.db, t.clock),
      clock: t.clock,
      from: 'ライフエール <no-reply@lifeyell.example>',
    });
    expect(await worker.runOnce()).toEqual({ sent: 2, failed: 0 });
    const [mail] = await listDevMails(t.db, 10);
    expect(mail?.bodyText).toContain(script);
    expect(mail?.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(mail?.raw).not.toMatch(/text\/html/i);
    const page = await t.app.inject({ method: 'GET', url: `/dev/mails/${mail?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert');
    expect(page.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
  });
});

describe('the development mail viewer /dev/mails (issue 33)', () => {
  async function deliverOneInquiry() {
    await (await t.client()).post(INQUIRIES, VALID_INQUIRY);
    const worker = createOutboxWorker({
      db: t.db,
      mailer: createDevMailboxMailer(t.db, t.clock),
      clock: t.clock,
      from: 'ライフエール <no-reply@lifeyell.example>',
    });
    await worker.runOnce();
    return (await listDevMails(t.db, 10))[0]!;
  }

  it('says on the page that it is for development only, and why', async () => {
    const mail = await deliverOneInquiry();
    for (const url of ['/dev/mails', `/dev/mails/${mail.id}`]) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(DEVELOPMENT_ONLY_NOTE);
    }
  });

  it('answers only this machine: from another address it is not there, whatever X-Forwarded-For says', async () => {
    const mail = await deliverOneInquiry();
    for (const url of ['/dev/mails', `/dev/mails/${mail.id}`]) {
      const page = await t.app.inject({
        method: 'GET',
        url,
        remoteAddress: '203.0.113.5',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).not.toContain(VALID_INQUIRY.email);
      expect(page.body, url).not.toContain(VALID_INQUIRY.tel);
    }
  });

  it('is not served outside a local or development environment (staging), even without SMTP', async () => {
    const staging = await createContactTestApp({ APP_ENV: 'staging' });
    try {
      const page = await staging.app.inject({ method: 'GET', url: '/dev/mails' });
      expect(page.body).not.toContain(DEVELOPMENT_ONLY_NOTE);
      expect(page.body).not.toContain('送信メール');
    } finally {
      await staging.close();
    }
  });
});

describe('POST /v1/contact/opinions', () => {
  it('stores one opinion for a submission posted twice (issue 14)', async () => {
    const client = await t.client({ memberId: 'principal' });
    const key = { 'idempotency-key': 'opinion-0123456789abcdef' };
    const [a, b] = await Promise.all([
      client.post(OPINIONS, VALID_OPINION, key),
      client.post(OPINIONS, VALID_OPINION, key),
    ]);
    expect(a!.json()).toEqual(b!.json());
    expect(await t.db.select().from(contactOpinions)).toHaveLength(1);
  });

  it('keeps the line breaks and tabs of a comment a member writes over several lines', async () => {
    const client = await t.client({ memberId: 'principal' });
    const res = await client.post(OPINIONS, { ...VALID_OPINION, comments: { other: '一行目\r\n\t二行目' } });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('needs a member session: a visitor gets 401', async () => {
    const res = await (await t.client()).post(OPINIONS, VALID_OPINION);
    expect(res.statusCode).toBe(401);
  });

  it("stores a member's opinion and queues the member's acknowledgement and the customer centre's notification", async () => {
    const client = await t.client({ memberId: 'principal' });
    const res = await client.post(OPINIONS, {
      ...VALID_OPINION,
      comments: { ...VALID_OPINION.comments, other: 'ありがとう' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = ContactReceiptSchema.parse(res.json());
    const [row] = await t.db.select().from(contactOpinions);
    expect(row).toMatchObject({
      id: data.id,
      memberId: 'principal',
      serviceComment: VALID_OPINION.comments.service,
      usabilityComment: null,
      otherComment: 'ありがとう',
      gender: 'man',
      ageBand: '30s',
    });
    const mails = await outboxRows(t.db);
    expect(mails.map((m) => [m.kind, m.recipient])).toEqual([
      ['opinion-acknowledgement', 'taro.yamada@example.jp'],
      ['opinion-notification', 'support@lifeyell.example'],
    ]);
    expect(mails[0]!.bodyText).toContain('山田 太郎 様');
    expect(mails[0]!.bodyText).toContain('年代：30代');
  });

  it.each([
    ['comments', {}, 'commentRequired'],
    ['comments.service', ' ', 'commentRequired'],
    ['comments.usability', 'あ'.repeat(201), 'commentTooLong'],
    ['gender', '', 'genderRequired'],
    ['ageBand', '70s', 'ageBandRequired'],
    ['comments.other', 'ご意見\u0000', 'controlCharacters'],
  ])('rejects %s = %j with %s', async (field, value, code) => {
    const client = await t.client({ memberId: 'principal' });
    const body =
      field === 'comments'
        ? { ...VALID_OPINION, comments: value }
        : field.startsWith('comments.')
          ? { ...VALID_OPINION, comments: { [field.split('.')[1]!]: value } }
          : { ...VALID_OPINION, [field]: value };
    expectFieldError(await client.post(OPINIONS, body), field, code);
    expect(await t.db.select().from(contactOpinions)).toEqual([]);
  });
});

describe('GET /v1/contact/postal-codes/{postalCode}', () => {
  it('answers the prefecture, city and town of a postal code from the shipped dataset', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/contact/postal-codes/1000001' });
    expect(res.statusCode).toBe(200);
    expect(PostalCodeResponseSchema.parse(res.json()).data.addresses).toEqual([
      { prefecture: '13', prefectureName: '東京都', city: '千代田区', town: '千代田' },
    ]);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers 404 for an unknown code and 400 for a malformed one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/contact/postal-codes/9999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/contact/postal-codes/100-0001' })).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the contact calls with their bodies under the contact tag', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/swagger/dist/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{ paths: Record<string, Record<string, { tags?: string[]; requestBody?: unknown }>> }>();
    expect(doc.paths['/v1/contact/inquiries']?.post?.tags).toEqual(['contact']);
    expect(doc.paths['/v1/contact/inquiries']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/v1/contact/opinions']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/v1/contact/postal-codes/{postalCode}']?.get?.tags).toEqual(['contact']);
  });

  it('hides the development mail viewer from the API docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/swagger/dist/json' });
    expect(Object.keys(res.json<{ paths: object }>().paths).some((p) => p.startsWith('/dev/mails'))).toBe(false);
  });
});
