import { TERMS_ESTABLISHED_ON, TERMS_REVISED_ON } from '@portal/contracts';

/**
 * The terms of the service as the terms modal shows them (spec portal.md §3 Terms record; §9: established
 * 2019-02-27, revised through 2022-04-01). The version is the revision date: a new revision asks every
 * member to agree again. The HTML passes the BFF's sanitiser like every other HTML it sends.
 */
export const CURRENT_TERMS = {
  userPolicyId: 'lifeyell-kiyaku',
  userPolicyVer: TERMS_REVISED_ON,
  userPolicyText: `
<h2>ライフエール会員規約</h2>
<h3>第1条（目的）</h3>
<p>本規約は、ライフエール（以下「本サービス」）の利用条件を定めるものです。</p>
<h3>第2条（会員）</h3>
<p>会員は、当社の携帯電話回線契約をお持ちの個人のお客さま、または当社が認めた法人・団体契約のお客さまとします。子育て応援クラブ会員は、同クラブの条件を満たすお客さまとします。データ通信プランまたは月額330円のウェブ使用料のご契約が必要です。</p>
<h3>第3条（料金）</h3>
<p>月額料金は330円（税込）／300円（税抜）です。初めてご入会のお客さまは、入会月の初月が無料です。子育て応援クラブ会員は最大7か月間無料です。解約・退会時の日割り計算は行いません。</p>
<h3>第4条（契約の更新）</h3>
<p>本契約は入会日を起算日として1か月ごとに自動更新されます。</p>
<h3>第5条（自動終了）</h3>
<p>電話番号変更、回線契約の解約、他社への番号ポータビリティ転出、譲渡、家族割引の主回線変更、番号・メールアドレス保管サービスへの加入、非対応機種への機種変更のいずれかがあったときは、本契約は自動的に終了します。</p>
<h3>第6条（ベネポ）</h3>
<p>ベネポは1ポイント1円として、100ポイント単位でご利用いただけます。有効期限は付与月から3年後の同月末日です。</p>
<h3>第7条（延滞利息）</h3>
<p>料金の支払いが遅れたときは、年14.5％の割合による延滞利息をお支払いいただきます。</p>
<h3>第8条（損害賠償）</h3>
<p>本サービスが72時間を超えて全く利用できなかったときに限り、24時間ごとに日割りした月額料金を上限として賠償します。</p>
<h3>第10条（禁止事項）</h3>
<ul><li>本サービスを不正な目的で利用すること</li><li>他の会員または第三者の権利を侵害すること</li></ul>
<p>制定：${TERMS_ESTABLISHED_ON.replaceAll('-', '/')} ／ 改定：${TERMS_REVISED_ON.replaceAll('-', '/')}</p>
`.trim(),
  userPolicyText2: '上記の規約に同意のうえ、お申し込みください。',
} as const;
