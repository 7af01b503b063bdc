/**
 * Other pages (`/otherPage?other_id=…` and the fixed pages built on them). Every page has at least one
 * full_html paragraph (the portal rejects a page without one). The terms follow portal.md §5 and §9.
 */
import type { SeedOtherPage } from '../content-types.ts';
import {
  CUSTOMER_CENTRE_HTML,
  button,
  carousel,
  grid,
  heading,
  html,
  img,
  imagetext,
  list,
  section,
} from './helpers.ts';

/** One FAQ entry: a collapsible question whose answer is HTML. */
const qa = (question: string, answerHtml: string, open = false) =>
  section(`Q. ${question}`, [html(answerHtml)], open, 'small');

const KIYAKU_HTML = `
<p>この規約は、ソレイユモバイル株式会社（以下「当社」といいます。）が提供する会員制優待サービス「ライフエール」（以下「本サービス」といいます。）の利用条件を定めるものです。</p>

<h2>第1条（適用）</h2>
<p>本規約は、本サービスの利用に関する当社と会員との間の一切の関係に適用されます。当社が本サービス上に掲載する個別の利用条件は、本規約の一部を構成します。</p>

<h2>第2条（定義）</h2>
<ol>
  <li>「会員」とは、本規約に同意のうえ当社所定の方法で入会し、当社が承認した者をいいます。</li>
  <li>「一般会員」とは、月額料金をお支払いいただく会員をいいます。</li>
  <li>「子育てクラブ会員」とは、当社の子育てクラブに登録し、その条件を満たす会員をいいます。</li>
  <li>「対象回線」とは、会員が当社と契約する携帯電話回線のうち、本サービスの契約に紐づく1回線をいいます。</li>
  <li>「ベネポ」とは、本サービスの利用等に応じて当社が付与するポイントをいいます。</li>
</ol>

<h2>第3条（入会資格）</h2>
<ol>
  <li>本サービスに入会できるのは、当社の携帯電話サービスを契約している個人、または当社が承認した法人・団体の契約者とします。</li>
  <li>データ通信を含む料金プラン、またはウェブ利用料（月額330円（税込））のお申し込みが必要です。</li>
  <li>子育てクラブ会員としての入会は、子育てクラブの登録条件を満たす場合に限ります。</li>
  <li>本サービスの契約は、対象回線1回線につき1契約とします。</li>
</ol>

<h2>第4条（入会）</h2>
<p>入会を希望する者は、本規約に同意のうえ、当社所定の方法で申し込むものとします。当社が申し込みを承認した日を入会日とします。ただし、2020年11月11日以降に子育てクラブへ登録した者は、登録をもって入会したものとみなします。</p>

<h2>第5条（月額料金）</h2>
<ol>
  <li>一般会員の月額料金は330円（税込）（税抜300円）とします。</li>
  <li>初めて一般会員として入会した方は、入会日の属する月の月額料金を無料とします。</li>
  <li>子育てクラブ会員の月額料金は無料とします。</li>
  <li>月額料金は、対象回線の通信料金と合わせて請求します。</li>
  <li>月の途中で入会、退会または契約が終了した場合でも、月額料金の日割り計算は行いません。</li>
</ol>

<h2>第6条（子育てクラブ会員の無料期間）</h2>
<ol>
  <li>子育てクラブ会員の無料期間は、最大7か月とします。</li>
  <li>会員は、無料期間中に継続の申し込みをすることができます。継続を申し込んだ場合、無料期間の終了後は一般会員として月額料金が発生します。</li>
  <li>継続の申し込みがない場合、無料期間の終了をもって自動的に退会となり、保有するベネポは失効します。無料期間中であれば、継続の申し込みをやり直すことができます。</li>
</ol>

<h2>第7条（契約期間と自動更新）</h2>
<p>一般会員の契約は入会日に始まり、会員から退会の申し出がない限り1か月ごとに自動更新されます。子育てクラブ会員の契約は、子育てクラブの特典期間の終了をもって終了し、退会の手続きは不要です。</p>

<h2>第8条（契約の自動終了）</h2>
<p>次のいずれかに該当した場合、本サービスの契約は自動的に終了します。</p>
<ol>
  <li>対象回線の電話番号を変更したとき</li>
  <li>対象回線の契約が終了したとき、または他社へ番号を移行したとき</li>
  <li>対象回線の契約者を変更（譲渡・承継）したとき</li>
  <li>家族割引の主回線を変更したとき</li>
  <li>番号・メールアドレス保管サービスに加入したとき</li>
  <li>本サービスに対応しない機種へ変更したとき</li>
</ol>

<h2>第9条（ベネポ）</h2>
<ol>
  <li>ベネポは1ポイントを1円として、100ポイント単位で優待の支払いに利用できます。</li>
  <li>ベネポの有効期限は、付与された月の3年後の同月末日とします。</li>
  <li>退会または契約の終了により、保有するベネポは失効します。ベネポの換金、譲渡はできません。</li>
</ol>

<h2>第10条（禁止事項）</h2>
<p>会員は、本サービスの利用にあたり、次の行為をしてはなりません。</p>
<ol>
  <li>法令または公序良俗に違反する行為</li>
  <li>虚偽の情報を登録する行為、または他人になりすまして本サービスを利用する行為</li>
  <li>会員証、クーポン、電子チケット等を第三者に譲渡、貸与または売買する行為</li>
  <li>優待を転売その他の営利目的で利用する行為</li>
  <li>本サービスのサーバーやネットワークに過度な負荷をかける行為、または不正にアクセスする行為</li>
  <li>当社、優待提供事業者または第三者の権利・利益を侵害する行為</li>
  <li>前各号のほか、当社が不適切と判断する行為</li>
</ol>

<h2>第11条（会員資格の停止・取消）</h2>
<p>会員が前条に違反したとき、または月額料金の支払いを怠ったときは、当社は事前に通知することなく、会員資格を停止または取り消すことができます。</p>

<h2>第12条（延滞利息）</h2>
<p>会員が月額料金その他の債務の支払いを支払期日までに行わなかった場合、支払期日の翌日から支払日の前日までの日数について、年14.5%の割合で計算した延滞利息を支払うものとします。</p>

<h2>第13条（退会）</h2>
<p>会員は、会員サイトの退会手続き画面から、いつでも退会することができます。退会した月の月額料金は、日割りせず全額をご請求します。</p>

<h2>第14条（サービスの変更・中断）</h2>
<p>当社は、システムの保守、天災その他やむを得ない事由がある場合、本サービスの全部または一部を中断することがあります。定期的な保守は、事前に会員サイトでお知らせします。</p>

<h2>第15条（損害賠償）</h2>
<ol>
  <li>当社の責めに帰すべき事由により本サービスを全く利用できない状態が連続して72時間を超えた場合、当社は、その状態が生じたことを当社が知った時刻から起算し、24時間ごとに日数を計算し、その日数に対応する月額料金の日割り額を限度として損害を賠償します。</li>
  <li>24時間に満たない時間は、日数に算入しません。</li>
  <li>当社の故意または重大な過失による場合を除き、当社の賠償責任は前項の範囲に限られます。</li>
</ol>

<h2>第16条（個人情報の取り扱い）</h2>
<p>当社は、会員の個人情報を当社の個人情報保護方針に従って取り扱います。優待の提供に必要な範囲で、優待提供事業者に個人情報を提供することがあります。</p>

<h2>第17条（規約の変更）</h2>
<p>当社は、民法の定めに従い本規約を変更することがあります。変更する場合は、効力発生日と変更内容を、効力発生日の相当期間前までに会員サイトでお知らせします。</p>

<h2>第18条（お問い合わせ）</h2>
${CUSTOMER_CENTRE_HTML}

<h2>第19条（準拠法・管轄裁判所）</h2>
<p>本規約は日本法に準拠し、本サービスに関する紛争は、東京地方裁判所を第一審の専属的合意管轄裁判所とします。</p>

<h2>附則</h2>
<p>2019年2月27日 制定<br>2020年11月11日 改定<br>2021年4月1日 改定<br>2022年4月1日 改定</p>`;

export const otherPages: SeedOtherPage[] = [
  {
    title: { ja: 'トラベルサービスの使い方', en: 'How to use the travel service' },
    otherId: 'travel_guide',
    paragraphs: [
      html(`
<p>ライフエールトラベルでは、全国の宿泊施設・ツアーを会員優待価格でご予約いただけます。ご予約の流れとご注意点をご案内します。</p>`),
      heading('ご予約の流れ', 'h2'),
      grid([
        {
          image: img('guide-step-login.jpg', 'スマートフォンの画面のイラスト STEP1 ログイン'),
          alt: 'STEP1 ログイン',
          thumbnailText: 'ライフエールにログイン',
        },
        {
          image: img('guide-step-search.jpg', 'ホテルの建物のイラスト STEP2 さがす'),
          alt: 'STEP2 さがす',
          thumbnailText: '目的地・日程で検索',
        },
        {
          image: img('guide-step-use.jpg', 'クーポン券のイラスト STEP3 優待を利用'),
          alt: 'STEP3 予約',
          thumbnailText: '内容を確認して予約',
        },
      ]),
      list('number_list', [
        '会員サイト上部の検索パネルで「宿泊」を選び、目的地・日程・人数を入力します。',
        '検索結果から宿泊施設とプランを選びます。',
        'ご予約内容・お支払い方法を確認し、予約を確定します。',
        '予約完了メールが届きます。予約内容はマイページの「申込履歴」でご確認いただけます。',
      ]),
      list('annotation_list', [
        '宿泊のベネポはチェックアウトの翌日から5日以内に付与されます。',
        '予約の変更・取り消しは、申込履歴から行えます。取消料は各施設の規定に準じます。',
      ]),
      button('宿泊をさがす', '/travel', 'center'),
    ],
  },
  {
    title: { ja: 'よくあるご質問', en: 'Frequently asked questions' },
    otherId: 'faq',
    paragraphs: {
      ja: [
        html(
          '<p>お客さまから多く寄せられるご質問をまとめました。解決しない場合は、カスタマーセンターまでお問い合わせください。</p>',
        ),
        heading('入会・料金について', 'h2'),
        qa(
          'ライフエールの月額料金はいくらですか？',
          '<p>一般会員さまは月額330円（税込）です。初めてご入会いただいた方は、入会月の月額料金が無料になります。子育てクラブ会員さまは無料でご利用いただけます。</p>',
          true,
        ),
        qa(
          '月の途中で退会した場合、料金は日割りになりますか？',
          '<p>日割り計算は行いません。退会された月の月額料金は全額ご請求いたします。</p>',
        ),
        qa(
          '入会するための条件はありますか？',
          '<p>ソレイユモバイルの携帯電話をご契約中で、データ通信を含む料金プラン、またはウェブ利用料（月額330円・税込）をお申し込みの方がご入会いただけます。</p>',
        ),
        qa(
          '子育てクラブ会員の無料期間が終わるとどうなりますか？',
          '<p>無料期間（最大7か月）中に継続をお申し込みいただくと、無料期間の終了後から月額料金が発生し、引き続きご利用いただけます。お申し込みがない場合は自動的に退会となり、保有ベネポは失効します。</p>',
        ),
        heading('ベネポについて', 'h2'),
        qa(
          'ベネポはいつ付与されますか？',
          '<p>宿泊はチェックアウトの翌日から5日以内、その他のご利用は3日後から翌々月末まで、通販は商品お届けの7日後から3か月以内に付与されます。</p>',
        ),
        qa(
          'ベネポの有効期限はいつまでですか？',
          '<p>付与された月の3年後の同月末日までです。マイページの「ベネポ」でポイントごとの有効期限をご確認いただけます。</p>',
        ),
        qa('ベネポは何ポイントから使えますか？', '<p>1ポイント＝1円として、100ポイント単位でご利用いただけます。</p>'),
        heading('ご利用・アカウントについて', 'h2'),
        qa(
          '会員証はどこで表示できますか？',
          '<p>マイページの「会員証」から表示できます。店頭では画面をご提示ください。</p>',
        ),
        qa(
          '機種変更をしたらライフエールはどうなりますか？',
          '<p>同じ電話番号のまま対応機種へ変更した場合は、引き続きご利用いただけます。本サービスに対応しない機種へ変更した場合は、契約が自動的に終了します。</p>',
        ),
        qa(
          '家族の回線でも使えますか？',
          '<p>ライフエールの契約は1回線ごとです。ご家族の回線でご利用いただく場合は、その回線でのご入会が必要です。</p>',
        ),
        qa(
          '退会の方法を教えてください。',
          '<p>会員サイトのメニューから「会員ステータス」を開き、「退会する」からお手続きください。</p>',
        ),
        qa(
          'メンテナンスの予定はどこで確認できますか？',
          '<p>お知らせの「メンテナンス」カテゴリでご確認いただけます。</p>',
        ),
        imagetext(
          'horizontal',
          'simage_left_text_right',
          '解決しない場合は',
          `<p>メールでのお問い合わせは会員サイトのお問い合わせフォームから、お電話はカスタマーセンターで承ります。</p>${CUSTOMER_CENTRE_HTML}`,
          img('guide-faq.jpg', '吹き出しとはてなマークのイラスト'),
        ),
      ],
      en: [
        html('<p>Answers to the questions we are asked most often.</p>'),
        qa(
          'How much does LIFEYELL cost?',
          '<p>330 yen a month including tax for general members; the first month is free for first-time members. Child-raising club members use it free of charge.</p>',
          true,
        ),
        qa(
          'Is the fee prorated when I leave mid-month?',
          '<p>No. The fee for the month you leave is charged in full.</p>',
        ),
        qa(
          'How do benepo points work?',
          '<p>1 point is 1 yen, used in units of 100, valid until the end of the same month three years after they are granted.</p>',
        ),
      ],
    },
  },
  {
    // The user guide (search.md §2: "/otherPage?other_id=goriyou is the user guide"), with the notes on its use.
    title: { ja: 'ご利用ガイド', en: 'User guide' },
    otherId: 'goriyou',
    paragraphs: [
      html(`
<p>ライフエールは、ソレイユモバイルをご利用のお客さまのための会員制優待サービスです。レジャー・グルメ・旅行・子育てなど11のカテゴリで、毎日のくらしに役立つ優待をご用意しています。</p>`),
      heading('はじめての方へ', 'h2'),
      imagetext(
        'horizontal',
        'image_left_text_right',
        'STEP1 ログイン',
        '<p>ソレイユモバイルのIDでログインします。初回は会員規約への同意が必要です。</p>',
        img('guide-step-login.jpg', 'スマートフォンの画面のイラスト STEP1 ログイン'),
      ),
      imagetext(
        'horizontal',
        'image_left_text_right',
        'STEP2 優待をさがす',
        '<p>カテゴリ・エリア・キーワードから優待をさがせます。気になる優待はお気に入りに登録できます。</p>',
        img('guide-step-search.jpg', 'ホテルの建物のイラスト STEP2 さがす'),
      ),
      imagetext(
        'horizontal',
        'image_left_text_right',
        'STEP3 優待を利用する',
        '<p>会員証の提示、クーポン、電子チケット、Web予約など、優待ごとの方法でご利用ください。</p>',
        img('guide-step-use.jpg', 'クーポン券のイラスト STEP3 優待を利用'),
      ),
      section('会員証の使い方', [
        html('<p>店頭で会員証画面をご提示ください。画面のスクリーンショットはご利用いただけません。</p>'),
      ]),
      section('お支払い方法', [
        html('<p>クレジットカード、コンビニ払い、ベネポなどがご利用いただけます。</p>'),
        button('お支払い方法を見る', '/howToPay', 'left'),
      ]),
      section('ご利用にあたって', [
        html(`
<h3>ご利用環境</h3>
<ul>
  <li>スマートフォン：最新およびひとつ前のバージョンのOSの標準ブラウザ</li>
  <li>パソコン：主要ブラウザの最新版</li>
  <li>フィーチャーフォン（従来型携帯電話）ではご利用いただけません。</li>
</ul>
<h3>Cookieについて</h3>
<p>本サイトは、ログイン状態の保持と表示設定のためにCookieを使用します。ブラウザでCookieを無効にしている場合、一部の機能がご利用いただけません。</p>
<h3>優待のご利用について</h3>
<p>優待の内容・価格は予告なく変更されることがあります。ご利用の際は、各優待ページの最新情報をご確認ください。優待提供事業者のサービス内容に関するお問い合わせは、各事業者へお願いいたします。</p>`),
        list('check_list', [
          '会員証はマイページからいつでも表示できます',
          '電子チケットは購入後すぐに利用できます',
          'ベネポは100ポイントから使えます',
        ]),
      ]),
      button('よくあるご質問', '/faq', 'center'),
    ],
  },
  {
    title: { ja: 'ライフエール会員規約', en: 'LIFEYELL membership terms' },
    otherId: 'lifeyell_kiyaku',
    paragraphs: {
      ja: [html(KIYAKU_HTML)],
      en: [
        html(`
<p>The Japanese version of these terms is the authoritative text. Summary:</p>
<ul>
  <li>Monthly fee: 330 yen including tax (300 yen excluding tax); free for child-raising club members; the first month is free for first-time general members; no proration.</li>
  <li>Late payment interest: 14.5% per year.</li>
  <li>Damages: only after an outage of more than 72 hours, counted per full 24 hours at the daily-prorated fee.</li>
  <li>Forbidden acts: article 10.</li>
  <li>Established 27 February 2019, last revised 1 April 2022.</li>
</ul>`),
      ],
    },
  },
  {
    title: { ja: 'ベネポとは', en: 'About benepo points' },
    otherId: 'benepo',
    paragraphs: {
      ja: [
        html(`
<p>「ベネポ」は、ライフエールの優待をご利用いただくとたまるポイントです。たまったベネポは、優待のお支払いにご利用いただけます。</p>
<table><tbody>
  <tr><th scope="row">交換レート</th><td>1ポイント＝1円</td></tr>
  <tr><th scope="row">利用単位</th><td>100ポイント単位</td></tr>
  <tr><th scope="row">有効期限</th><td>付与された月の3年後の同月末日</td></tr>
</tbody></table>`),
        heading('ベネポが付与される時期', 'h2'),
        html(`
<table><thead><tr><th scope="col">ご利用内容</th><th scope="col">付与時期</th></tr></thead><tbody>
  <tr><td>宿泊</td><td>チェックアウトの翌日から5日以内</td></tr>
  <tr><td>通販（ライフエールショップ）</td><td>商品お届けの7日後から3か月以内</td></tr>
  <tr><td>その他のご利用</td><td>ご利用の3日後から翌々月末まで</td></tr>
</tbody></table>`),
        list('annotation_list', [
          'ポイント計算で生じる1ポイント未満の端数は切り捨てます。',
          '退会された場合、保有しているベネポは失効します。',
          'ベネポの換金・譲渡はできません。',
        ]),
        imagetext(
          'vertical',
          'image_left_text_right',
          'ベネポの残高を確認する',
          '<p>マイページの「ベネポ」で、残高・履歴・有効期限をご確認いただけます。</p>',
          img('original-benepo.jpg', 'Pと書かれた金色のコインのイラスト'),
          '/mypage/benepo',
        ),
      ],
      en: [
        html(`
<p>Benepo points are earned when you use LIFEYELL privileges and can pay for them.</p>
<ul><li>1 point = 1 yen, used in units of 100</li><li>Valid until the end of the same month three years after they are granted</li>
<li>Stays: granted within 5 days from the day after check-out; mail order: 7 days to 3 months after delivery; other use: from 3 days after until the end of the month after next</li></ul>`),
      ],
    },
  },
  {
    title: { ja: 'ライフエールのエール', en: 'Yell from LIFEYELL' },
    otherId: 'yell',
    paragraphs: [
      html(`
<p>「くらしに、エールを。」ライフエールは、毎日をがんばるみなさまを応援する優待サービスです。</p>
<p>子育て中のご家族には子育てクラブの特典を、はたらく方には福利厚生としての優待を、週末を楽しみたい方にはレジャーや旅行の優待を。くらしのさまざまな場面に寄りそうエールを、これからも増やしていきます。</p>`),
      carousel([
        {
          image: img('leisure-theme-park.jpg', '観覧車のあるテーマパークのイラスト'),
          alt: 'レジャー',
          link: '/leisure',
          thumbnailText: 'あそぶ',
        },
        {
          image: img('gourmet-dinner.jpg', 'レストランのディナープレート'),
          alt: 'グルメ',
          link: '/gourmet',
          thumbnailText: 'たべる',
        },
        {
          image: img('childcare-photo-studio.jpg', 'カメラのイラスト'),
          alt: '子育て',
          link: '/childcare',
          thumbnailText: 'そだてる',
        },
        {
          image: img('school-english.jpg', '英語とひらがなの本のイラスト'),
          alt: 'ならいごと',
          link: '/school',
          thumbnailText: 'まなぶ',
        },
        { image: img('life-housework.jpg', '家のイラスト'), alt: 'くらし', link: '/life', thumbnailText: 'くらす' },
      ]),
    ],
  },
  {
    title: { ja: 'ライフエール入会のご案内', en: 'Join LIFEYELL' },
    otherId: 'promotion',
    paragraphs: [
      html(`
<p>月額330円（税込）で、全国のレジャー・グルメ・旅行など、くらしに役立つ優待が使い放題。初めてご入会の方は、入会月の月額料金が無料です。</p>`),
      list('check_list', [
        'テーマパーク・映画館の優待価格',
        '全国約2万軒の宿泊施設を会員価格で予約',
        'ご利用でベネポがたまる（1ポイント＝1円）',
        '毎月の限定クーポン',
      ]),
      list('annotation_list', [
        '月の途中で退会された場合も、月額料金の日割りは行いません。',
        'ご入会には、ソレイユモバイルの携帯電話のご契約が必要です。',
      ]),
      button('入会する', '/entry', 'center', 'button'),
    ],
  },
  {
    title: { ja: '子育てクラブ会員さまへのご案内', en: 'For child-raising club members' },
    otherId: 'nly_promotion',
    paragraphs: [
      html(`
<p>子育てクラブ会員さまは、ライフエールを無料でご利用いただけます（無料期間は最大7か月）。2020年11月11日以降に子育てクラブへご登録の方は、入会のお手続きは不要です。</p>`),
      imagetext(
        'vertical',
        'text_left_image_right',
        '子育てに役立つ優待',
        '<p>こども写真館の撮影料無料、ベビー用品レンタル、屋内あそび場の入場割引など、子育て家庭向けの優待をご用意しています。</p>',
        img('childcare-photo-studio.jpg', 'カメラのイラスト'),
        '/childcare',
      ),
      list('bullet_list', [
        '無料期間中に「継続する」をお申し込みいただくと、終了後も月額330円（税込）で続けてご利用いただけます。',
        '継続のお申し込みがない場合、無料期間の終了をもって自動的に退会となります。',
      ]),
      button('会員ステータスを確認する', '/memberStatus', 'center'),
    ],
  },
  {
    title: { ja: 'お支払い方法について', en: 'Payment methods' },
    otherId: 'how_to_pay',
    paragraphs: [
      html(`
<p>ライフエールの優待は、以下の方法でお支払いいただけます。優待によってご利用いただけるお支払い方法が異なります。</p>
<table><thead><tr><th scope="col">お支払い方法</th><th scope="col">ご案内</th></tr></thead><tbody>
  <tr><td>クレジットカード</td><td>主要な国際ブランドのカードがご利用いただけます。</td></tr>
  <tr><td>コンビニ払い</td><td>お申し込み後に表示される番号で、期限までにお支払いください。ワンタイムパスワードによる確認があります。</td></tr>
  <tr><td>銀行振込</td><td>振込手数料はお客さまのご負担となります。</td></tr>
  <tr><td>ベネポ</td><td>100ポイント単位でご利用いただけます。他のお支払い方法と組み合わせることもできます。</td></tr>
  <tr><td>カフェテリアポイント</td><td>福利厚生制度でポイントをお持ちの方がご利用いただけます。</td></tr>
  <tr><td>給トク払い</td><td>対象の法人会員さまは、給与からのお支払いを選べます。</td></tr>
</tbody></table>`),
      imagetext(
        'horizontal',
        'text_left_simage_right',
        'ライフエールの月額料金',
        '<p>月額料金（330円・税込）は、ソレイユモバイルの通信料金と合わせてご請求します。</p>',
        img('guide-payment.jpg', 'クレジットカードと円マークのイラスト'),
      ),
      button('よくあるご質問', '/faq', 'right'),
    ],
  },
  {
    // The drawer's 給トク払い for members who are not 給トク members (spec portal.md §2, search.md §6).
    title: { ja: '給トク払いのご案内', en: 'Kyutoku payment (salary deduction)' },
    otherId: 'kyutoku',
    paragraphs: {
      ja: [
        html(`
<p>「給トク払い」は、ライフエールでお申し込みいただいた優待のご利用代金を、お勤め先の給与から差し引いてお支払いいただける後払いのお支払い方法です。クレジットカードの登録やコンビニでのお支払いは必要ありません。</p>
<p>ご利用いただけるのは、お勤め先（法人・団体）が給トク払いを導入しており、給トク払いのご利用登録がお済みの<strong>ご契約者ご本人さま</strong>です。</p>`),
        heading('ご利用の流れ', 'h2'),
        list('number_list', [
          'お勤め先の福利厚生ご担当窓口で、給トク払いのご利用登録をお申し込みください。登録が済むと、ライフエールのメニューの「給トク払い」から給トク払いのページを開けるようになります。',
          'ライフエールで優待をお申し込みの際、お支払い方法で「給トク払い」を選びます。',
          'ご利用代金は、お勤め先の締め日に合わせて、翌月以降の給与から差し引かれます。',
          '差し引かれた金額は給与明細で、お申し込みの内容はマイページの「申込履歴」でご確認いただけます。',
        ]),
        heading('ご利用にあたってのご注意', 'h2'),
        list('annotation_list', [
          'ご利用いただける金額の上限（1回あたり・1か月あたり）は、お勤め先の規定によります。',
          'ご家族の会員さまは給トク払いをご利用いただけません。ご本人さまのお申し込みでお支払いください。',
          'お申し込みを取り消された場合、取消料を除いた金額は、次回以降の差し引き額で調整します。',
          'ご退職・ご休職などで給トク払いをご利用いただけなくなった場合、まだ差し引かれていないご利用代金は、別途ご案内する方法でお支払いいただきます。',
          '一部の優待・お支払い方法の組み合わせでは、給トク払いをご利用いただけません。',
        ]),
        section('お勤め先が給トク払いを導入していない場合', [
          html(
            '<p>クレジットカード、コンビニ払い、ベネポなど、ほかのお支払い方法をご利用ください。導入のご検討については、お勤め先の福利厚生ご担当窓口へお問い合わせください。</p>',
          ),
          button('お支払い方法を見る', '/howToPay', 'left'),
        ]),
        heading('お問い合わせ', 'h2'),
        html(
          `<p>給トク払いのご利用登録、差し引き額・差し引き時期については、お勤め先の福利厚生ご担当窓口へお問い合わせください。ライフエールでのお申し込み内容については、カスタマーセンターで承ります。</p>${CUSTOMER_CENTRE_HTML}`,
        ),
      ],
      en: [
        html(`
<p>Kyutoku payment lets you pay for the privileges you book on LIFEYELL later, deducted from your salary by your employer. No credit card or convenience-store payment is needed.</p>
<p>It is available to the <strong>contract holder</strong> (not family members) whose employer has introduced kyutoku payment and who has registered for it.</p>`),
        list('number_list', [
          'Register for kyutoku payment with your employer’s benefits desk.',
          'When you book a privilege on LIFEYELL, choose “Kyutoku payment” as the payment method.',
          'The amount is deducted from your salary from the following month, according to your employer’s closing date.',
        ]),
        list('annotation_list', [
          'Limits per booking and per month follow your employer’s rules.',
          'If your employer does not offer kyutoku payment, please use another payment method.',
        ]),
        button('Payment methods', '/howToPay', 'left'),
      ],
    },
  },
];
