/**
 * News (お知らせ): 50 items over 2020–2026 across the five news types.
 *
 * Test fixtures (see the report in the seed README of apps/cms):
 * - XSS regression fixture: alias `sanitizer-regression-fixture` (2026-05-20).
 * - Window ended in the past: 2020-12-01 年末年始ベネポ還元キャンペーン (endDate 2021-02-01).
 * - Window starting in the future: alias `new-year-benepo-2027` (startDate 2027-01-01).
 * - Window ending 2026-12-31: 2026-10-15 年末年始のカスタマーセンター営業 (endDate 2027-01-01 00:00 JST, exclusive).
 * - CR only (bscodes ['CR']): 2020-11-11, 2026-04-01; courses ['cr-club']: 2026-03-02; excludedCourses ['ly-nonmember']: 2026-11-20.
 * - Draft (preview only): 2026-11-19 料金改定の予告 (`_status: 'draft'`).
 */
import type { SeedNews } from '../content-types.ts';
import {
  CARRIER,
  CARRIER_SITE,
  CUSTOMER_CENTRE,
  CUSTOMER_CENTRE_HOURS,
  CUSTOMER_CENTRE_HOURS_EN,
  CUSTOMER_CENTRE_HTML,
  OPERATOR,
  heading,
  html,
  list,
  maintenanceTable,
} from './helpers.ts';

const maintenanceNote =
  '<p>メンテナンス時間中は、ライフエール会員サイトおよび会員証アプリの全機能がご利用いただけません。作業の進捗状況により、終了時刻が前後する場合がございます。ご不便をおかけいたしますが、何卒ご理解とご協力をお願い申し上げます。</p>';

export const news: SeedNews[] = [
  // ---------- 2020 ----------
  {
    title: { ja: 'ライフエール会員サイトをリニューアルしました', en: 'The LIFEYELL member site has been renewed' },
    pubDate: '2020-04-01',
    newsType: 'service',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>いつもライフエールをご利用いただき、誠にありがとうございます。</p>
<p>2020年4月1日（水）より、ライフエール会員サイトを全面リニューアルいたしました。カテゴリから優待をさがしやすくなったほか、スマートフォンでの表示速度を改善しております。</p>
<ul>
  <li>トップページに「今月のおすすめ優待」を新設</li>
  <li>11のカテゴリ（レジャー・グルメ・子育て・ショッピングほか）から優待を絞り込み</li>
  <li>お知らせをカテゴリ・年別に表示</li>
</ul>
<p>今後とも、ライフエールをよろしくお願いいたします。</p>`),
    ],
  },
  {
    title: { ja: '2020年7月29日（水）システムメンテナンスのお知らせ', en: 'System maintenance on 29 July 2020' },
    displayTitle: { ja: '7/29 システムメンテナンスのお知らせ', en: 'Maintenance on 29 July' },
    pubDate: '2020-07-15',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>システムの安定稼働のため、下記の日程でメンテナンスを実施いたします。</p>
${maintenanceTable([['2020年7月29日（水）', '1:00〜6:00', 'ライフエール会員サイト全機能']])}
${maintenanceNote}`),
    ],
  },
  {
    title: {
      ja: '子育てクラブ会員さまのライフエール自動入会について',
      en: 'Automatic LIFEYELL enrolment for child-raising club members',
    },
    pubDate: '2020-11-11',
    newsType: 'important_message',
    releaseCompany: CARRIER,
    bscodes: ['CR'],
    paragraphs: [
      html(`
<p>2020年11月11日（水）以降に子育てクラブへご登録いただいたお客さまは、ライフエールへの入会手続きが不要になりました。子育てクラブへのご登録と同時に、ライフエールの優待をご利用いただけます。</p>
<p>2020年11月10日（火）以前にご登録のお客さまは、引き続き会員サイトの「入会する」からお手続きください。子育てクラブ会員さまのライフエール月額料金は無料です。</p>`),
    ],
  },
  {
    title: { ja: '年末年始ベネポ還元キャンペーン', en: 'Year-end benepo cashback campaign' },
    pubDate: '2020-12-01',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    startDate: '2020-12-01T00:00:00+09:00',
    endDate: '2021-02-01T00:00:00+09:00',
    paragraphs: [
      html(`
<p>期間中、ライフエールトラベルで国内宿泊をご予約・ご宿泊いただいた会員さまに、宿泊料金の5%分のベネポを還元いたします。</p>
<table><tbody>
  <tr><th scope="row">予約期間</th><td>2020年12月1日（火）〜2021年1月31日（日）</td></tr>
  <tr><th scope="row">対象宿泊期間</th><td>2020年12月1日（火）〜2021年2月28日（日）チェックアウト分</td></tr>
  <tr><th scope="row">還元上限</th><td>お一人さま 3,000ポイントまで</td></tr>
</tbody></table>
<p>※ベネポはチェックアウト翌日から5日以内に付与されます。</p>`),
    ],
  },
  // ---------- 2021 ----------
  {
    title: { ja: '会員証画面のデザインを変更しました', en: 'The member card screen has a new design' },
    pubDate: '2021-02-10',
    newsType: 'other',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>店頭でご提示いただく会員証画面のデザインを変更しました。会員番号とバーコードを大きく表示し、店舗での読み取りがしやすくなりました。</p>
<p>会員証はマイページの「会員証」からいつでも表示できます。</p>`),
    ],
  },
  {
    title: { ja: '総額表示への変更について', en: 'Prices are now shown including tax' },
    pubDate: '2021-03-25',
    newsType: 'important_message',
    releaseCompany: OPERATOR,
    relatedLink: { uri: '/lifeyell-kiyaku', title: { ja: 'ライフエール会員規約', en: 'LIFEYELL membership terms' } },
    paragraphs: [
      html(`
<p>2021年4月1日（木）より、会員サイトに掲載する料金・優待価格をすべて消費税込みの総額で表示いたします。</p>
<ul>
  <li>ライフエール月額料金：330円（税込）／税抜300円</li>
  <li>子育てクラブ会員さま：無料</li>
</ul>
<p>料金そのものに変更はございません。</p>`),
    ],
  },
  {
    title: { ja: '2021年6月30日（水）システムメンテナンスのお知らせ', en: 'System maintenance on 30 June 2021' },
    pubDate: '2021-06-21',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>下記の日程でシステムメンテナンスを実施いたします。</p>
${maintenanceTable([
  ['2021年6月30日（水）', '2:00〜5:00', 'ライフエール会員サイト全機能'],
  ['2021年6月30日（水）', '2:00〜7:00', 'ライフエールトラベル（宿泊予約）'],
])}
${maintenanceNote}`),
    ],
  },
  {
    title: { ja: 'マイページにベネポの有効期限を表示しました', en: 'My page now shows when your benepo points expire' },
    pubDate: '2021-09-01',
    newsType: 'service',
    releaseCompany: OPERATOR,
    relatedLink: { uri: '/benepo', title: { ja: 'ベネポとは', en: 'About benepo' } },
    paragraphs: [
      html(`
<p>マイページの「ベネポ」画面で、保有ポイントごとの有効期限をご確認いただけるようになりました。</p>
<p>ベネポの有効期限は、付与された月から3年後の同月末日です。期限が近いポイントから自動的にご利用いただけます。</p>`),
    ],
  },
  {
    title: { ja: '冬のグルメ優待キャンペーン2021', en: 'Winter gourmet privileges 2021' },
    pubDate: '2021-12-01',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    paragraphs: [
      heading('全国のレストランで会員さま限定コースをご用意', 'h2'),
      list('bullet_list', [
        '期間：2021年12月1日（水）〜2022年2月28日（月）',
        '対象：ライフエール会員さま・子育てクラブ会員さま',
        '内容：対象店舗のコース料金10%OFF、またはワンドリンクサービス',
      ]),
      html('<p>ご予約の際に「ライフエール会員」とお伝えのうえ、来店時に会員証をご提示ください。</p>'),
    ],
  },
  // ---------- 2022 ----------
  {
    title: {
      ja: 'ライフエール会員規約改定のお知らせ（2022年4月1日施行）',
      en: 'Revised LIFEYELL membership terms (effective 1 April 2022)',
    },
    displayTitle: { ja: '会員規約改定のお知らせ', en: 'Revised membership terms' },
    pubDate: '2022-03-01',
    newsType: 'important_message',
    releaseCompany: CARRIER,
    relatedLink: { uri: '/lifeyell-kiyaku', title: { ja: '改定後のライフエール会員規約', en: 'The revised terms' } },
    paragraphs: [
      html(`
<p>2022年4月1日（金）をもって、ライフエール会員規約を改定いたします。主な改定内容は以下のとおりです。</p>
<ol>
  <li>子育てクラブ会員の無料期間に関する規定の追加（第6条）</li>
  <li>禁止事項の明確化（第10条）</li>
  <li>サービス停止時の損害賠償の算定方法の明確化（第15条）</li>
</ol>
<p>改定後の規約は、施行日以降にライフエールをご利用いただいた時点で同意いただいたものとみなします。</p>`),
    ],
  },
  {
    title: {
      ja: '子育てクラブ会員さま向けに「ならいごと」カテゴリを新設しました',
      en: 'New “Learning” category for club members',
    },
    pubDate: '2022-04-01',
    newsType: 'service',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>英会話・プログラミング・スイミングなど、お子さまの習いごとの体験レッスンや入会金割引をまとめた「ならいごと」カテゴリを新設しました。</p>
<p><a href="/school">ならいごとの優待を見る</a></p>`),
    ],
  },
  {
    title: { ja: '2022年5月18日（水）システムメンテナンスのお知らせ', en: 'System maintenance on 18 May 2022' },
    pubDate: '2022-05-09',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(
        `${maintenanceTable([['2022年5月18日（水）', '1:00〜5:00', 'ライフエール会員サイト全機能、会員証表示']])}${maintenanceNote}`,
      ),
    ],
  },
  {
    title: { ja: '夏休みレジャー優待 最大50%OFF', en: 'Summer holiday leisure: up to 50% off' },
    pubDate: '2022-07-01',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>夏休み期間中、全国のテーマパーク・水族館・プールの入場券を会員さま価格でご用意しました。</p>
<ul>
  <li>期間：2022年7月1日（金）〜8月31日（水）</li>
  <li>割引率：施設により10%〜50%OFF</li>
</ul>
<p>※チケットは数量限定です。なくなり次第終了となります。</p>`),
    ],
  },
  {
    title: { ja: '個人情報保護方針の改定について', en: 'Revision of our privacy policy' },
    pubDate: '2022-10-03',
    newsType: 'other',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>改正個人情報保護法の施行を踏まえ、当社の個人情報保護方針を改定いたしました。利用目的の記載を具体化し、保有個人データの開示請求の手続きを追記しています。</p>
<p>改定日：2022年10月3日</p>`),
    ],
  },
  {
    title: { ja: '年末年始の優待予約受付について（2022年度）', en: 'Bookings over the 2022 year-end holidays' },
    pubDate: '2022-12-15',
    newsType: 'service',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>年末年始期間中は、一部の優待提供事業者が休業となるため、予約の確定にお時間をいただく場合がございます。</p>
<p>休業期間：2022年12月29日（木）〜2023年1月3日（火）</p>`),
    ],
  },
  // ---------- 2023 ----------
  {
    title: { ja: '2023年1月25日（水）システムメンテナンスのお知らせ', en: 'System maintenance on 25 January 2023' },
    pubDate: '2023-01-16',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(
        `${maintenanceTable([['2023年1月25日（水）', '0:30〜6:00', 'ライフエール会員サイト全機能']])}${maintenanceNote}`,
      ),
    ],
  },
  {
    title: { ja: 'お気に入り機能を追加しました', en: 'You can now save favourites' },
    pubDate: '2023-03-15',
    newsType: 'service',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>気になる優待を「お気に入り」に登録できるようになりました。各優待ページのハートのアイコンを押すと登録され、マイページの「お気に入り」から一覧でご確認いただけます。</p>`),
    ],
  },
  {
    title: { ja: '梅雨のベネポアップキャンペーン', en: 'Rainy-season benepo bonus' },
    pubDate: '2023-06-01',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    paragraphs: [
      heading('おうち時間の優待でベネポ3倍', 'h3'),
      list('check_list', [
        '対象：ショッピング・ならいごと（オンライン講座）カテゴリの優待',
        '期間：2023年6月1日（木）〜6月30日（金）',
        '付与：通常ポイントに加え2倍分を2023年8月末までに付与',
      ]),
    ],
  },
  {
    title: { ja: '台風による配送の遅れについて', en: 'Delivery delays caused by a typhoon' },
    pubDate: '2023-08-10',
    newsType: 'other',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>台風の影響により、九州・中国・四国地方の一部地域で、ライフエールショップでご注文いただいた商品のお届けに遅れが生じております。お届け予定日は注文履歴よりご確認ください。</p>`),
    ],
  },
  {
    title: {
      ja: 'ライフエールをかたる不審なメール・SMSにご注意ください',
      en: 'Beware of phishing e-mails and SMS using the LIFEYELL name',
    },
    displayTitle: { ja: '不審なメール・SMSにご注意ください', en: 'Beware of phishing messages' },
    pubDate: '2023-10-02',
    newsType: 'important_message',
    importantNews: true,
    sortOrder: 10,
    releaseCompany: CARRIER,
    paragraphs: {
      ja: [
        html(`
<p>ライフエールやソレイユモバイルをかたり、「ポイントが失効します」「会員情報の確認が必要です」などの文面で偽のサイトへ誘導するメール・SMSが確認されています。</p>
<ul>
  <li>当社がメール・SMSでパスワードやクレジットカード番号をお尋ねすることはありません。</li>
  <li>心当たりのないメッセージのURLは開かず、削除してください。</li>
  <li>ライフエールへは、ブックマークまたは公式アプリからアクセスしてください。</li>
</ul>
<p>万一、情報を入力してしまった場合は、速やかにカスタマーセンターへご連絡ください。</p>
${CUSTOMER_CENTRE_HTML}`),
      ],
      en: [
        html(`
<p>We have seen e-mails and SMS that pretend to come from LIFEYELL or Soleil Mobile and lead to fake sites with messages such as “your points are about to expire”.</p>
<ul>
  <li>We never ask for your password or credit card number by e-mail or SMS.</li>
  <li>Do not open links in unexpected messages; delete them.</li>
  <li>Open LIFEYELL from your bookmark or the official app.</li>
</ul>
<p>If you have entered any information, please contact the customer centre (${CUSTOMER_CENTRE_HOURS_EN}, every day, toll-free ${CUSTOMER_CENTRE.phone}).</p>`),
      ],
    },
  },
  {
    title: { ja: '年末年始の旅行 早期予約割', en: 'Early booking discount for year-end trips' },
    pubDate: '2023-12-01',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>2024年1月31日（水）までのご宿泊を、2023年12月15日（金）までにご予約いただくと、宿泊料金から最大3,000円を割引いたします。</p>`),
    ],
  },
  // ---------- 2024 ----------
  {
    title: { ja: '大雪によるサービスへの影響について', en: 'Effects of heavy snow on services' },
    pubDate: '2024-01-10',
    newsType: 'other',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>北陸・東北地方の大雪の影響により、一部のレジャー施設が臨時休業となっております。ご来場前に各施設の営業状況をご確認ください。臨時休業によりご利用いただけなかった前売券は、購入履歴から払い戻しのお手続きが可能です。</p>`),
    ],
  },
  {
    title: { ja: '2024年2月21日（水）システムメンテナンスのお知らせ', en: 'System maintenance on 21 February 2024' },
    pubDate: '2024-02-14',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
${maintenanceTable([
  ['2024年2月21日（水）', '1:00〜6:00', 'ライフエール会員サイト全機能'],
  ['2024年2月21日（水）', '1:00〜3:00', 'ベネポの付与・利用'],
])}${maintenanceNote}`),
    ],
  },
  {
    title: { ja: '会員サイトが英語表示に対応しました', en: 'The member site is now available in English' },
    pubDate: '2024-04-01',
    newsType: 'service',
    releaseCompany: OPERATOR,
    paragraphs: {
      ja: [
        html(
          '<p>ページ下部の言語切り替えから、日本語・英語を選べるようになりました。一部の優待情報は日本語のみの掲載となります。</p>',
        ),
      ],
      en: [
        html(
          '<p>Choose Japanese or English with the language switch at the bottom of each page. Some offers are described in Japanese only.</p>',
        ),
      ],
    },
  },
  {
    title: { ja: 'リラクゼーション優待フェア開催', en: 'Relaxation privileges fair' },
    pubDate: '2024-06-03',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>全国のスパ・マッサージ・エステ約1,200施設で、会員さま限定の優待をご用意しました。</p>
<p>期間：2024年6月3日（月）〜7月31日（水）</p>`),
    ],
  },
  {
    title: { ja: '「給トク払い」がご利用いただけるようになりました', en: 'Payroll payment (Kyutoku) is now available' },
    pubDate: '2024-08-01',
    newsType: 'service',
    releaseCompany: OPERATOR,
    relatedLink: { uri: '/howToPay', title: { ja: 'お支払い方法について', en: 'Payment methods' } },
    paragraphs: [
      html(`
<p>対象の法人会員さまは、優待のお支払いに「給トク払い」（給与からの天引き）をお選びいただけるようになりました。ご利用可否はお勤め先の福利厚生ご担当者さまにご確認ください。</p>`),
    ],
  },
  {
    title: { ja: '一部優待サービスの提供終了について', en: 'Some privileges will end' },
    pubDate: '2024-10-01',
    newsType: 'important_message',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>提供事業者の事情により、以下の優待の提供を2024年12月31日（火）をもって終了いたします。</p>
<ul>
  <li>DVD・CDレンタルの旧作半額優待</li>
  <li>一部地域の郵送型クリーニング優待</li>
</ul>
<p>ご利用中の会員さまには、ご迷惑をおかけいたしますことをお詫び申し上げます。</p>`),
    ],
  },
  {
    title: { ja: '2024年11月27日（水）システムメンテナンスのお知らせ', en: 'System maintenance on 27 November 2024' },
    pubDate: '2024-11-20',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(
        `${maintenanceTable([['2024年11月27日（水）', '2:00〜6:00', 'ライフエール会員サイト全機能']])}${maintenanceNote}`,
      ),
    ],
  },
  // ---------- 2025 ----------
  {
    title: {
      ja: 'コンビニ払いがワンタイムパスワードに対応しました',
      en: 'Convenience store payment now uses a one-time password',
    },
    pubDate: '2025-01-15',
    newsType: 'service',
    releaseCompany: OPERATOR,
    link: `${CARRIER_SITE}/support/lifeyell/conveni-otp/`,
    relatedLink: { uri: '/howToPay', title: { ja: 'お支払い方法', en: 'Payment methods' } },
    paragraphs: [
      html(
        '<p>コンビニエンスストアでのお支払い時に、ワンタイムパスワードによる本人確認を行うようになりました。詳しくはソレイユモバイルのサポートページをご覧ください。</p>',
      ),
    ],
  },
  {
    title: { ja: '新生活応援 引越し・家具優待', en: 'New life support: moving and furniture offers' },
    pubDate: '2025-03-03',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>引越し料金の最大20%OFF、家具・家電の会員特別価格、不用品回収の出張料無料など、新生活に役立つ優待を集めました。</p>
<p>期間：2025年3月3日（月）〜4月30日（水）</p>`),
    ],
  },
  {
    title: { ja: '2025年5月のシステムメンテナンスについて', en: 'System maintenance in May 2025' },
    pubDate: '2025-04-22',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>基盤設備の更新のため、5月に3回のメンテナンスを実施いたします。</p>
${maintenanceTable([
  ['2025年5月14日（水）', '1:00〜5:00', 'ライフエール会員サイト全機能'],
  ['2025年5月21日（水）', '1:00〜3:00', 'ライフエールトラベル（宿泊・ツアー予約）'],
  ['2025年5月28日（水）', '1:00〜6:00', '会員サイト全機能、会員証アプリ'],
])}
${maintenanceNote}`),
    ],
  },
  {
    title: { ja: 'ご意見箱へのご協力のお願い', en: 'Please share your opinion' },
    pubDate: '2025-06-10',
    newsType: 'other',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>よりよいサービスづくりのため、会員サイトの「ご意見箱」でご意見をお聞かせください。ご回答は1問200文字まで、所要時間は3分ほどです。いただいたご意見は、今後の優待の拡充に活用させていただきます。</p>`),
    ],
  },
  {
    title: { ja: '秋の行楽優待 テーマパーク・動物園', en: 'Autumn outings: theme parks and zoos' },
    pubDate: '2025-08-20',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    paragraphs: [
      heading('秋の行楽シーズンにおでかけ優待', 'h2'),
      list('number_list', [
        '会員サイトで施設を選ぶ',
        '電子チケットを購入する（ベネポも使えます）',
        '当日、入場ゲートで画面を提示する',
      ]),
      html('<p>期間：2025年9月1日（月）〜11月30日（日）</p>'),
    ],
  },
  {
    title: {
      ja: '会員証アプリ旧バージョンのサポート終了について',
      en: 'Support for old versions of the member card app ends',
    },
    pubDate: '2025-10-01',
    newsType: 'important_message',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>2025年12月1日（月）をもって、会員証アプリのバージョン3.x以前のサポートを終了いたします。以降は最新版へのアップデートをお願いいたします。</p>`),
    ],
  },
  {
    title: {
      ja: 'カフェテリアポイントの残高を表示できるようになりました',
      en: 'Cafeteria point balances are now shown',
    },
    pubDate: '2025-12-01',
    newsType: 'service',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(
        '<p>福利厚生制度でカフェテリアポイントをお持ちの会員さまは、ヘッダーにポイント残高が表示されるようになりました。</p>',
      ),
    ],
  },
  // ---------- 2026 ----------
  {
    title: { ja: '新春ベネポプレゼント 当選者発表', en: 'New Year benepo gift: winners announced' },
    pubDate: '2026-01-20',
    newsType: 'other',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>「新春ベネポプレゼント」に多数のご応募をいただき、誠にありがとうございました。厳正なる抽選の結果、当選された300名さまには2026年1月31日（土）までにベネポ1,000ポイントを付与いたします。当選のご連絡は、ポイントの付与をもってかえさせていただきます。</p>`),
    ],
  },
  {
    title: { ja: '2026年2月25日（水）システムメンテナンスのお知らせ', en: 'System maintenance on 25 February 2026' },
    pubDate: '2026-02-16',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(
        `${maintenanceTable([['2026年2月25日（水）', '1:00〜5:30', 'ライフエール会員サイト全機能']])}${maintenanceNote}`,
      ),
    ],
  },
  {
    title: {
      ja: '子育てクラブ会員さま限定 春のこども写真館キャンペーン',
      en: 'Club members only: spring children’s photo studio campaign',
    },
    pubDate: '2026-03-02',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    courses: ['cr-club'],
    paragraphs: [
      html(`
<p>入園・入学の記念撮影を、提携写真館で撮影料無料・データ1カット進呈でご利用いただけます。</p>
<ul>
  <li>期間：2026年3月2日（月）〜5月31日（日）</li>
  <li>対象：子育てクラブ会員さま</li>
  <li>ご予約：会員サイトの「子育て」カテゴリから</li>
</ul>`),
    ],
  },
  {
    title: {
      ja: '子育てクラブ会員さまの無料期間が最大7か月になりました',
      en: 'Club members now get up to 7 free months',
    },
    pubDate: '2026-04-01',
    newsType: 'service',
    releaseCompany: CARRIER,
    bscodes: ['CR'],
    importantNews: true,
    paragraphs: [
      html(`
<p>2026年4月1日（水）以降に子育てクラブへご登録いただいたお客さまは、ライフエールの無料期間が最大7か月となりました。</p>
<p>無料期間終了後も継続してご利用いただく場合は、会員ステータス画面から「継続する」をお選びください。継続のお申し込みがない場合、無料期間の終了をもって自動的に退会となり、保有しているベネポは失効します。無料期間中であれば、継続のお申し込みをやり直すことができます。</p>`),
    ],
  },
  // XSS regression fixture: published on purpose. Its HTML carries script vectors (an <img onerror>, a <script>,
  // a javascript: link, an inline handler, an <svg onload>, an <iframe>) that the portal must render harmlessly
  // (DOMPurify in the SPA, ADR 0009). Tests find it by its alias `sanitizer-regression-fixture`.
  {
    title: { ja: '画像付きお知らせの表示について', en: 'About news items with pictures' },
    alias: 'sanitizer-regression-fixture',
    pubDate: '2026-05-20',
    newsType: 'other',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>お知らせ本文に画像を掲載する際の表示方法を変更しました。画像が読み込めない場合は代替テキストが表示されます。</p>
<p><img src=x onerror=alert(1)></p>
<p><a href="javascript:alert(2)">詳しくはこちら</a></p>
<script>alert(3)</script>
<p onclick="alert(4)">表示に不具合がある場合は、カスタマーセンターまでお問い合わせください。</p>
<svg onload="alert(5)"><circle r="1"></circle></svg>
<iframe src="javascript:alert(6)"></iframe>`),
    ],
  },
  {
    title: { ja: '夏のレジャー優待 プール・水族館', en: 'Summer leisure: pools and aquariums' },
    pubDate: '2026-06-15',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>全国のプール・水族館・ウォーターパークの入場券を最大40%OFFでご用意しました。子育てクラブ会員さまは、お子さま1名の入場料がさらに無料になる施設もございます。</p>
<p>期間：2026年7月1日（水）〜8月31日（月）</p>`),
    ],
  },
  {
    title: { ja: '2026年8月の大規模メンテナンスのお知らせ', en: 'Major maintenance in August 2026' },
    pubDate: '2026-07-22',
    newsType: 'maintenance',
    releaseCompany: OPERATOR,
    paragraphs: [
      html(`
<p>システム基盤の移行に伴い、下記の日程で大規模メンテナンスを実施いたします。</p>
${maintenanceTable([
  ['2026年8月18日（火）', '22:00〜翌6:00', 'ライフエール会員サイト全機能、会員証アプリ'],
  ['2026年8月19日（水）', '1:00〜4:00', 'ベネポの付与・利用、ポイント履歴'],
  ['2026年8月25日（火）', '1:00〜3:00', 'ライフエールトラベル（宿泊予約）'],
])}
<p>メンテナンス中に付与予定だったベネポは、終了後に順次付与いたします。</p>
${maintenanceNote}`),
    ],
  },
  {
    title: {
      ja: 'ソレイユモバイルの料金プラン改定に伴うライフエールのご利用条件について',
      en: 'LIFEYELL eligibility after the Soleil Mobile plan revision',
    },
    displayTitle: { ja: '料金プラン改定に伴うご利用条件について', en: 'Eligibility after the plan revision' },
    pubDate: '2026-08-31',
    newsType: 'important_message',
    importantNews: true,
    releaseCompany: CARRIER,
    relatedLink: {
      uri: `${CARRIER_SITE}/plan/2026/`,
      title: { ja: 'ソレイユモバイル 料金プランのご案内', en: 'Soleil Mobile price plans' },
    },
    paragraphs: {
      ja: [
        html(`
<p>2026年10月1日（木）より、ソレイユモバイルの新料金プランの提供を開始いたします。新料金プランをご契約のお客さまも、引き続きライフエールをご利用いただけます。</p>
<p>なお、データ通信を含まない音声専用プランのお客さまは、ウェブ利用料（月額330円・税込）のお申し込みが必要です。</p>`),
      ],
      en: [
        html(`
<p>Soleil Mobile starts new price plans on 1 October 2026. Customers on the new plans can keep using LIFEYELL.</p>
<p>Customers on a voice-only plan without data need the web usage option (330 yen a month including tax).</p>`),
      ],
    },
  },
  {
    title: { ja: 'ライフエール公式アプリ バージョン5.0を公開しました', en: 'LIFEYELL app version 5.0 released' },
    pubDate: '2026-09-01',
    newsType: 'service',
    releaseCompany: OPERATOR,
    link: `${CARRIER_SITE}/app/lifeyell/`,
    paragraphs: [html('<p>会員証の表示が速くなり、お気に入りの優待をホーム画面から開けるようになりました。</p>')],
  },
  {
    title: { ja: '冬のごちそうグルメ特集を公開しました', en: 'Winter gourmet feature now open' },
    pubDate: '2026-10-01',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    sortOrder: 5,
    relatedLink: {
      uri: '/specialPage/detail?spid=winter-gourmet-2026',
      title: { ja: '冬のごちそうグルメ特集', en: 'Winter gourmet feature' },
    },
    paragraphs: [
      html(`
<p>鍋料理・ジビエ・ご当地グルメなど、冬ならではのごちそうを会員優待価格で楽しめる特集を公開しました。期間中、グルメカテゴリの優待ご利用でベネポが2倍になります。</p>
<p>期間：2026年10月1日（木）〜2027年2月28日（日）</p>
<p><a href="/specialPage/detail?spid=winter-gourmet-2026">特集ページを見る</a></p>`),
    ],
  },
  {
    title: { ja: '年末年始のカスタマーセンター営業について', en: 'Customer centre hours over the year-end holidays' },
    pubDate: '2026-10-15',
    newsType: 'other',
    releaseCompany: OPERATOR,
    // Visible through 2026-12-31 (Japan time); endDate is exclusive.
    endDate: '2027-01-01T00:00:00+09:00',
    paragraphs: [
      html(`
<p>年末年始は、カスタマーセンターの営業時間を以下のとおりとさせていただきます。</p>
<table><thead><tr><th scope="col">期間</th><th scope="col">営業時間</th></tr></thead><tbody>
  <tr><td>2026年12月28日（月）まで</td><td>${CUSTOMER_CENTRE_HOURS}（通常どおり）</td></tr>
  <tr><td>2026年12月29日（火）〜2027年1月3日（日）</td><td>休業</td></tr>
  <tr><td>2027年1月4日（月）から</td><td>${CUSTOMER_CENTRE_HOURS}（通常どおり）</td></tr>
</tbody></table>
<p>休業期間中にいただいたメールでのお問い合わせには、1月4日（月）以降順次回答いたします。</p>`),
    ],
  },
  {
    title: { ja: '2026年11月25日（水）定期メンテナンスのお知らせ', en: 'Scheduled maintenance on 25 November 2026' },
    displayTitle: { ja: '11/25 定期メンテナンスのお知らせ', en: 'Maintenance on 25 November' },
    pubDate: '2026-11-02',
    newsType: 'maintenance',
    importantNews: true,
    releaseCompany: OPERATOR,
    paragraphs: {
      ja: [
        html(`
<p>下記の日程で定期メンテナンスを実施いたします。</p>
${maintenanceTable([
  ['2026年11月25日（水）', '1:00〜5:00', 'ライフエール会員サイト全機能'],
  ['2026年11月25日（水）', '1:00〜2:00', '会員証アプリ（会員証の表示はご利用いただけます）'],
])}
${maintenanceNote}`),
      ],
      en: [
        html(`
<table><caption>Maintenance windows</caption><thead><tr><th scope="col">Date</th><th scope="col">Time (JST)</th><th scope="col">Affected</th></tr></thead>
<tbody><tr><td>Wed 25 Nov 2026</td><td>1:00–5:00</td><td>All member site functions</td></tr>
<tr><td>Wed 25 Nov 2026</td><td>1:00–2:00</td><td>Member card app (the card itself stays available)</td></tr></tbody></table>
<p>The end time may change with the progress of the work. Thank you for your understanding.</p>`),
      ],
    },
  },
  {
    title: {
      ja: '2026年11月末に有効期限を迎えるベネポについて',
      en: 'Benepo points expiring at the end of November 2026',
    },
    displayTitle: { ja: '11月末で失効するベネポのお知らせ', en: 'Points expiring this month' },
    pubDate: '2026-11-10',
    newsType: 'important_message',
    importantNews: true,
    sortOrder: 20,
    releaseCompany: OPERATOR,
    relatedLink: { uri: '/benepo', title: { ja: 'ベネポとは', en: 'About benepo' } },
    paragraphs: [
      html(`
<p>2023年11月に付与されたベネポは、2026年11月30日（月）23:59をもって有効期限を迎えます。マイページの「ベネポ」から、失効予定のポイント数をご確認ください。</p>
<p>ベネポは1ポイント＝1円として、100ポイント単位で優待のお支払いにご利用いただけます。</p>`),
    ],
  },
  {
    title: {
      ja: '会員さま限定 ベネポ残高お知らせメールの配信を開始します',
      en: 'Members only: benepo balance e-mails',
    },
    pubDate: '2026-11-16',
    newsType: 'service',
    releaseCompany: OPERATOR,
    excludedCourses: ['ly-nonmember'],
    paragraphs: [
      html(`
<p>2026年12月より、毎月1日にベネポの残高と当月末に失効予定のポイント数をメールでお知らせします。配信を希望されない場合は、マイページの「会員設定」から変更できます。</p>`),
    ],
  },
  {
    title: { ja: '新春ベネポお年玉キャンペーン', en: 'New Year benepo gift campaign' },
    alias: 'new-year-benepo-2027',
    pubDate: '2026-11-20',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    // Future window: hidden until 2027-01-01 (Japan time).
    startDate: '2027-01-01T00:00:00+09:00',
    endDate: '2027-02-01T00:00:00+09:00',
    paragraphs: [
      html(`
<p>期間中にライフエールの優待を1回以上ご利用いただいた会員さまの中から、抽選で2,027名さまにベネポ2,027ポイントをプレゼントいたします。</p>
<ul>
  <li>期間：2027年1月1日（金）〜1月31日（日）</li>
  <li>エントリー：不要</li>
  <li>付与：2027年3月末までに付与</li>
</ul>`),
    ],
  },
  {
    title: { ja: 'ライフエール月額料金の改定について（予告）', en: 'Notice of a revised monthly fee' },
    pubDate: '2026-11-19',
    newsType: 'important_message',
    releaseCompany: CARRIER,
    // Draft: visible only in preview.
    _status: 'draft',
    paragraphs: [
      html(`
<p>（下書き・社内確認中）2027年4月1日以降のライフエール月額料金について、現行の330円（税込）から変更の予定はございません。提供内容の拡充については、決まり次第お知らせいたします。</p>`),
    ],
  },
  {
    title: { ja: '年末年始の旅行特集を公開しました', en: 'Year-end travel feature now open' },
    pubDate: '2026-11-05',
    newsType: 'campaign',
    releaseCompany: OPERATOR,
    relatedLink: {
      uri: '/specialPage/detail?spid=new-year-travel-2027',
      title: { ja: '年末年始の旅行特集', en: 'Year-end travel feature' },
    },
    paragraphs: [
      html(
        '<p>帰省や初詣に便利な宿泊プラン、冬の温泉旅行、スキーツアーを会員優待価格でご紹介しています。2026年12月15日（火）までのご予約で、宿泊料金から最大3,000円割引いたします。</p>',
      ),
    ],
  },
  {
    title: {
      ja: 'ソレイユモバイルショップでの会員証提示サービス終了について',
      en: 'Showing the member card at Soleil Mobile shops ends',
    },
    pubDate: '2026-09-15',
    newsType: 'other',
    releaseCompany: CARRIER,
    paragraphs: [
      html(`
<p>ソレイユモバイルショップ店頭でライフエール会員証をご提示いただいた際のノベルティ配布は、2026年10月31日（土）をもって終了いたしました。ご愛顧いただき、誠にありがとうございました。</p>`),
    ],
  },
];
