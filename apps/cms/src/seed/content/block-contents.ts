/**
 * Block contents of the top page and the 11 category pages. Together they use every paragraph type and variant:
 * image grid (≤ 3 and ≥ 4 items) and carousel (≥ 4), full_html, heading h2–h5, hierarchical_block, button
 * (link/button × left/center/right), all five list types, imagetext (vertical/horizontal × the four types),
 * and all four margins.
 * Fixtures: 「トップ：子育てクラブ会員さまへ」 is CR only; 「トップ：新春キャンペーン予告」 starts 2027-01-01.
 * The footer's mini-banner (location `footer_banner`, every page): small banners to the guide pages, and one more for
 * CR members.
 */
import type { SeedBlockContent } from '../content-types.ts';
import { button, carousel, grid, heading, html, img, imagetext, list, section } from './helpers.ts';

const BANNER_ITEMS = [
  {
    image: img('sp-winter-gourmet-2026.jpg', '冬のごちそうグルメ特集 鍋・ジビエ・ご当地グルメを会員優待価格で'),
    alt: '冬のごちそうグルメ特集',
    link: '/specialPage/detail?spid=winter-gourmet-2026',
    thumbnailText: '冬のごちそうグルメ特集',
  },
  {
    image: img('sp-point-up-campaign.jpg', 'ベネポ ポイントアップキャンペーン 対象サービスのご利用でベネポ最大10倍'),
    alt: 'ベネポ ポイントアップキャンペーン',
    link: '/specialPage/detail?spid=point-up-campaign',
    thumbnailText: 'ベネポ最大10倍',
  },
  {
    image: img('sp-relax-spa-fair.jpg', '癒やしのスパ＆エステフェア 全国のスパ・エステが会員さま限定で最大30%OFF'),
    alt: '癒やしのスパ＆エステフェア',
    link: '/specialPage/detail?spid=relax-spa-fair',
    thumbnailText: 'スパ・エステ最大30%OFF',
  },
  {
    image: img('sp-new-year-travel-2027.jpg', '年末年始の旅行特集 早めの予約でお得に'),
    alt: '年末年始の旅行特集',
    link: '/specialPage/detail?spid=new-year-travel-2027',
    thumbnailText: '早期予約で最大3,000円割引',
  },
  {
    image: img('sp-onsen-weekend-trip.jpg', '週末温泉めぐり 日帰り温泉から露天風呂付き客室まで'),
    alt: '週末温泉めぐり',
    link: '/specialPage/detail?spid=onsen-weekend-trip',
    thumbnailText: '週末温泉めぐり',
  },
];

export const blockContents: SeedBlockContent[] = [
  // ---------- top ----------
  {
    title: 'トップ：特集カルーセル',
    locationCode: 'top',
    sortOrder: 1,
    paragraphs: [carousel(BANNER_ITEMS, 'none')],
  },
  {
    title: 'トップ：今月のおすすめ優待',
    locationCode: 'top',
    sortOrder: 2,
    paragraphs: {
      ja: [
        heading('今月のおすすめ優待', 'h2', 'small'),
        grid([
          {
            image: img('leisure-theme-park.jpg', '観覧車のあるテーマパークのイラスト'),
            alt: 'テーマパーク',
            link: '/leisure',
            thumbnailText: 'テーマパーク 最大40%OFF',
          },
          {
            image: img('gourmet-nabe.jpg', '土鍋で煮込んだ冬の鍋料理'),
            alt: '鍋料理',
            link: '/gourmet',
            thumbnailText: '冬の鍋コース 15%OFF',
          },
          {
            image: img('relaxation-spa.jpg', '湯気の立つ温泉のイラスト'),
            alt: '温泉・スパ',
            link: '/relaxation',
            thumbnailText: '日帰り温泉 入浴料割引',
          },
          {
            image: img('car-rental.jpg', '青い乗用車のイラスト'),
            alt: 'レンタカー',
            link: '/car',
            thumbnailText: 'レンタカー 基本料金20%OFF',
          },
        ]),
        button('優待をもっと見る', '/special', 'center', 'link', 'large'),
      ],
      en: [
        heading('This month’s picks', 'h2', 'small'),
        grid([
          {
            image: img('leisure-theme-park.jpg', '観覧車のあるテーマパークのイラスト'),
            alt: 'Theme parks',
            link: '/leisure',
            thumbnailText: 'Theme parks up to 40% off',
          },
          {
            image: img('gourmet-nabe.jpg', '土鍋で煮込んだ冬の鍋料理'),
            alt: 'Hot pot',
            link: '/gourmet',
            thumbnailText: 'Winter hot pot 15% off',
          },
          {
            image: img('relaxation-spa.jpg', '湯気の立つ温泉のイラスト'),
            alt: 'Hot springs',
            link: '/relaxation',
            thumbnailText: 'Day-trip hot springs',
          },
          {
            image: img('car-rental.jpg', '青い乗用車のイラスト'),
            alt: 'Car rental',
            link: '/car',
            thumbnailText: 'Car rental 20% off',
          },
        ]),
        button('See more privileges', '/special', 'center', 'link', 'large'),
      ],
    },
  },
  {
    title: 'トップ：子育てクラブ会員さまへ',
    locationCode: 'top',
    sortOrder: 3,
    bscodes: ['CR'],
    paragraphs: [
      heading('子育てクラブ会員さまへ', 'h3'),
      imagetext(
        'horizontal',
        'image_left_text_right',
        '無料期間は最大7か月',
        '<p>子育てクラブ会員さまは、ライフエールを無料でご利用いただけます。無料期間終了後も続けてご利用いただく場合は、会員ステータス画面から継続をお申し込みください。</p>',
        img('childcare-photo-studio.jpg', 'カメラのイラスト'),
        '/memberStatus',
      ),
      button('会員ステータスを確認する', '/memberStatus', 'right', 'button'),
    ],
  },
  {
    title: 'トップ：新春キャンペーン予告',
    locationCode: 'top',
    sortOrder: 4,
    startDate: '2027-01-01T00:00:00+09:00',
    endDate: '2027-02-01T00:00:00+09:00',
    paragraphs: [
      html(`
<section aria-label="新春ベネポお年玉キャンペーン">
<h2>新春ベネポお年玉キャンペーン</h2>
<p>1月中に優待を1回以上ご利用いただいた会員さまの中から、抽選で2,027名さまにベネポ2,027ポイントをプレゼント。エントリー不要です。</p>
</section>`),
    ],
  },
  // ---------- leisure ----------
  {
    title: 'レジャー：人気の優待',
    locationCode: 'leisure',
    sortOrder: 1,
    paragraphs: [
      heading('週末のおでかけに', 'h2'),
      grid([
        {
          image: img('leisure-theme-park.jpg', '観覧車のあるテーマパークのイラスト'),
          alt: 'テーマパーク',
          link: '/leisure',
          thumbnailText: 'テーマパーク・遊園地',
        },
        {
          image: img('leisure-cinema.jpg', '映画のカチンコのイラスト'),
          alt: '映画館',
          link: '/leisure',
          thumbnailText: '映画鑑賞券 1,400円',
        },
        {
          image: img('leisure-karaoke.jpg', 'カラフルな風船のイラスト'),
          alt: 'カラオケ',
          link: '/leisure',
          thumbnailText: 'カラオケ室料30%OFF',
        },
        {
          image: img('childcare-indoor-play.jpg', '風船が浮かぶ屋内あそび場のイラスト'),
          alt: '屋内あそび場',
          link: '/childcare',
          thumbnailText: '屋内あそび場',
        },
        {
          image: img('sports-golf.jpg', 'ゴルフのピンフラッグのイラスト'),
          alt: 'ゴルフ',
          link: '/sports',
          thumbnailText: 'ゴルフ練習場',
        },
      ]),
      list(
        'bullet_list',
        [
          '電子チケットは購入後すぐにマイページで表示できます。',
          '一部の施設では、当日窓口で会員証のご提示が必要です。',
          '雨の日でも楽しめる屋内施設も多数掲載しています。',
        ],
        'small',
      ),
    ],
  },
  // ---------- gourmet ----------
  {
    title: 'グルメ：冬の味覚',
    locationCode: 'gourmet',
    sortOrder: 1,
    paragraphs: [
      carousel([
        {
          image: img('gourmet-nabe.jpg', '土鍋で煮込んだ冬の鍋料理'),
          alt: '鍋料理',
          link: '/specialPage/detail?spid=winter-gourmet-2026',
          thumbnailText: '冬の鍋コース',
        },
        {
          image: img('gourmet-dinner.jpg', 'レストランのディナープレート'),
          alt: 'ディナー',
          link: '/gourmet',
          thumbnailText: 'ディナー乾杯ドリンク付き',
        },
        {
          image: img('gourmet-cafe.jpg', '湯気の立つカフェのコーヒー'),
          alt: 'カフェ',
          link: '/gourmet',
          thumbnailText: 'カフェ ドリンク50円引き',
        },
        {
          image: img('sp-winter-gourmet-2026.jpg', '冬のごちそうグルメ特集 鍋・ジビエ・ご当地グルメを会員優待価格で'),
          alt: '冬のごちそうグルメ特集',
          link: '/specialPage/detail?spid=winter-gourmet-2026',
          thumbnailText: '特集を見る',
        },
      ]),
      imagetext(
        'horizontal',
        'text_left_image_right',
        'ランチもディナーも優待価格で',
        '<p>全国約8,000店舗で、会員証の提示によりお会計から5%〜20%割引。Web予約ならベネポもたまります。</p>',
        img('gourmet-dinner.jpg', 'レストランのディナープレート'),
        '/gourmet',
      ),
      list('check_list', ['ネット予約OK', '個室あり店舗を掲載', 'お子さま連れ歓迎の店舗を検索できます'], 'large'),
    ],
  },
  // ---------- childcare ----------
  {
    title: '子育て：子育て応援優待',
    locationCode: 'childcare',
    sortOrder: 1,
    paragraphs: [
      heading('子育て家庭を応援する優待', 'h3'),
      grid([
        {
          image: img('childcare-photo-studio.jpg', 'カメラのイラスト'),
          alt: 'こども写真館',
          link: '/childcare',
          thumbnailText: '撮影料無料',
        },
        {
          image: img('childcare-baby-goods.jpg', 'ベビーカーのイラスト'),
          alt: 'ベビー用品',
          link: '/childcare',
          thumbnailText: 'ベビー用品レンタル 20%OFF',
        },
        {
          image: img('childcare-indoor-play.jpg', '風船が浮かぶ屋内あそび場のイラスト'),
          alt: '屋内あそび場',
          link: '/childcare',
          thumbnailText: '入場料 親子で半額',
        },
      ]),
      section(
        '一時保育・ベビーシッターの優待について',
        [
          html('<p>提携のベビーシッターサービスで、入会金無料・初回2時間分の利用料を1,000円割引いたします。</p>'),
          list('bullet_list', ['対象：0歳〜小学6年生のお子さま', '予約：ご利用の前日18時まで']),
          button('ベビーシッター優待を見る', '/childcare', 'left'),
        ],
        true,
      ),
      section('出産・入園準備のお買い物', [
        imagetext(
          'vertical',
          'image_left_text_right',
          'ベビー用品のレンタル',
          '<p>ベビーベッド・チャイルドシートなど、必要な期間だけ会員価格でレンタルできます。</p>',
          img('childcare-baby-goods.jpg', 'ベビーカーのイラスト'),
          '/childcare',
        ),
      ]),
    ],
  },
  // ---------- shopping ----------
  {
    title: 'ショッピング：ライフエールショップ',
    locationCode: 'shopping',
    sortOrder: 1,
    paragraphs: [
      imagetext(
        'vertical',
        'simage_left_text_right',
        'ライフエールショップ',
        '<p>日用品・家電・食品を会員特別価格で。お買い物金額に応じてベネポがたまります。</p>',
        img('shopping-online.jpg', '買い物袋のイラスト'),
        '/shopping',
      ),
      heading('ご注文からお届けまで', 'h3', 'small'),
      list('number_list', ['商品を選んでカートに入れる', 'お支払い方法を選ぶ（ベネポも利用可）', '最短翌日にお届け']),
      button('ショップを見る', '/shopping', 'left'),
    ],
  },
  // ---------- relaxation ----------
  {
    title: 'リラクゼーション：癒やしの時間',
    locationCode: 'relaxation',
    sortOrder: 1,
    cssCode: '.relax-note { border-left: 4px solid #3f9f77; padding-left: 0.75em; }',
    paragraphs: [
      html(
        `
<p class="relax-note">全国のスパ・マッサージ・エステ・ヨガスタジオで使える優待を掲載しています。ご予約時に「ライフエール会員」とお伝えください。</p>`,
        'small',
      ),
      imagetext(
        'horizontal',
        'text_left_simage_right',
        'アロマトリートメント',
        '<p>60分コースが初回30%OFF。土日祝日もご利用いただけます。</p>',
        img('relaxation-aroma.jpg', 'アロマオイルと葉っぱと石のイラスト'),
        '/specialPage/detail?spid=relax-spa-fair',
      ),
      imagetext(
        'horizontal',
        'simage_left_text_right',
        '日帰り温泉・スパ',
        '<p>入浴料が100円〜500円引きに。岩盤浴付きプランもございます。</p>',
        img('relaxation-spa.jpg', '湯気の立つ温泉のイラスト'),
        '/specialPage/detail?spid=onsen-weekend-trip',
      ),
    ],
  },
  // ---------- sports ----------
  {
    title: 'スポーツ：からだづくり',
    locationCode: 'sports',
    sortOrder: 1,
    paragraphs: [
      heading('フィットネス・スポーツ施設', 'h4'),
      imagetext(
        'vertical',
        'text_left_image_right',
        'フィットネスジム',
        '<p>全国の提携ジムで、入会金・事務手数料が無料。月会費も会員さま価格になります。</p>',
        img('sports-gym.jpg', 'ダンベルのイラスト'),
        '/sports',
      ),
      list('annotation_list', [
        '入会時に本人確認書類が必要です。',
        '店舗により優待内容が異なります。',
        '他の入会キャンペーンとの併用はできません。',
      ]),
      button('近くのジムをさがす', '/map', 'center', 'button', 'medium'),
    ],
  },
  // ---------- travel ----------
  {
    title: 'トラベル：宿泊・ツアー',
    locationCode: 'travel',
    sortOrder: 1,
    paragraphs: [
      imagetext(
        'vertical',
        'image_left_text_right',
        '国内宿泊',
        '<p>ビジネスホテルから温泉旅館まで、全国約2万軒を会員価格で予約できます。宿泊でベネポ5%還元。</p>',
        img('travel-hotel.jpg', 'ホテルの建物のイラスト'),
        '/travel',
      ),
      imagetext(
        'vertical',
        'text_left_image_right',
        '航空券付きツアー',
        '<p>航空券と宿泊をまとめて予約すると、別々に予約するよりお得になるプランを多数ご用意しています。</p>',
        img('travel-tour.jpg', '雲の上を飛ぶ飛行機のイラスト'),
        '/travel',
      ),
      heading('ご予約前にご確認ください', 'h5'),
      list(
        'no_annotation_list',
        [
          'キャンセル料は各宿泊施設・ツアー会社の規定に準じます。',
          '表示価格は1名さまあたりの税込料金です。',
          '入湯税・宿泊税は現地でお支払いください。',
        ],
        'none',
      ),
    ],
  },
  // ---------- car ----------
  {
    title: 'カーライフ：クルマの優待',
    locationCode: 'car',
    sortOrder: 1,
    paragraphs: [
      grid(
        [
          {
            image: img('car-rental.jpg', '青い乗用車のイラスト'),
            alt: 'レンタカー',
            link: '/car',
            thumbnailText: 'レンタカー 基本料金20%OFF',
          },
          {
            image: img('car-maintenance.jpg', 'スパナと歯車のイラスト'),
            alt: '車検・点検',
            link: '/car',
            thumbnailText: '車検基本料 3,000円引き',
          },
        ],
        'small',
      ),
      list('check_list', ['全国の提携店舗で利用可能', 'Web予約で待ち時間なし', '代車の無料貸し出しあり（一部店舗）']),
      button('カーライフの優待一覧', '/car', 'right'),
    ],
  },
  // ---------- original ----------
  {
    title: 'オリジナル：ライフエール限定',
    locationCode: 'original',
    sortOrder: 1,
    paragraphs: [
      html(
        `
<p>ライフエールだけのオリジナル企画です。毎月届く限定クーポンや、ベネポがたまる・つかえるサービスをご紹介します。</p>`,
        'large',
      ),
      imagetext(
        'vertical',
        'text_left_simage_right',
        '毎月の限定クーポン',
        '<p>毎月1日に、グルメ・レジャーで使えるクーポンをマイページにお届けします。</p>',
        img('original-coupon.jpg', 'OFFと書かれたクーポン券のイラスト'),
        '/mypage/coupon',
      ),
      imagetext(
        'horizontal',
        'simage_left_text_right',
        'ベネポがたまる・つかえる',
        '<p>1ポイント＝1円。100ポイント単位で優待のお支払いに使えます。</p>',
        img('original-benepo.jpg', 'Pと書かれた金色のコインのイラスト'),
        '/benepo',
      ),
    ],
  },
  // ---------- school ----------
  {
    title: 'ならいごと：スクール優待',
    locationCode: 'school',
    sortOrder: 1,
    paragraphs: [
      grid([
        {
          image: img('school-english.jpg', '英語とひらがなの本のイラスト'),
          alt: '英会話スクール',
          link: '/school',
          thumbnailText: '入会金無料',
        },
        {
          image: img('school-programming.jpg', 'ノートパソコンでプログラミングをするイラスト'),
          alt: 'プログラミング教室',
          link: '/school',
          thumbnailText: '体験レッスン無料',
        },
      ]),
      section(
        '大人の学び直し',
        [
          heading('オンライン講座', 'h4'),
          list('bullet_list', [
            '語学（英語・中国語・韓国語）',
            '資格（簿記・ファイナンシャルプランナー）',
            'IT（表計算・プログラミング入門）',
          ]),
          imagetext(
            'horizontal',
            'image_left_text_right',
            '英会話オンラインレッスン',
            '<p>25分のマンツーマンレッスンを月8回、会員さま価格でご受講いただけます。</p>',
            img('school-english.jpg', '英語とひらがなの本のイラスト'),
            '/school',
          ),
        ],
        false,
        'medium',
      ),
    ],
  },
  // ---------- life ----------
  {
    title: 'くらし：毎日のくらしをサポート',
    locationCode: 'life',
    sortOrder: 1,
    paragraphs: [
      heading('毎日のくらしをサポート', 'h2'),
      heading('家事代行・ハウスクリーニング', 'h3'),
      imagetext(
        'horizontal',
        'text_left_image_right',
        '家事代行 初回2時間お試し',
        '<p>掃除・洗濯・料理の作り置きまで。初回2時間のお試しプランを会員さま価格5,500円（税込）でご利用いただけます。</p>',
        img('life-housework.jpg', '家のイラスト'),
        '/life',
      ),
      heading('引越し', 'h4'),
      html('<p>引越し基本料金が最大20%OFF。不用品回収の出張費も無料になります。</p>'),
      grid([
        {
          image: img('life-moving.jpg', '積み重なった段ボール箱のイラスト'),
          alt: '引越し',
          link: '/life',
          thumbnailText: '引越し基本料金 最大20%OFF',
        },
        {
          image: img('life-housework.jpg', '家のイラスト'),
          alt: 'ハウスクリーニング',
          link: '/life',
          thumbnailText: 'エアコンクリーニング 2台目半額',
        },
      ]),
      heading('お見積もりは無料です', 'h5', 'none'),
      button('引越しの見積もりを依頼する', '/life', 'left', 'button'),
    ],
  },
  // ---------- footer mini-banner (every page; the portal shows the image paragraphs' images as small banners) ----------
  {
    title: 'フッター：ミニバナー',
    locationCode: 'footer_banner',
    sortOrder: 1,
    paragraphs: {
      ja: [
        grid(
          [
            {
              image: img('guide-step-search.jpg', 'ホテルの建物のイラスト STEP2 さがす'),
              alt: 'ご利用ガイド',
              link: '/otherPage?other_id=goriyou',
              thumbnailText: 'はじめての方へ ご利用ガイド',
            },
            {
              image: img('guide-faq.jpg', '吹き出しとはてなマークのイラスト'),
              alt: 'よくあるご質問',
              link: '/faq',
              thumbnailText: 'よくあるご質問',
            },
            {
              image: img('original-benepo.jpg', 'Pと書かれた金色のコインのイラスト'),
              alt: 'ベネポとは',
              link: '/benepo',
              thumbnailText: 'ベネポのため方・使い方',
            },
            {
              image: img('guide-payment.jpg', 'クレジットカードと円マークのイラスト'),
              alt: 'お支払い方法',
              link: '/howToPay',
              thumbnailText: 'お支払い方法について',
            },
          ],
          'none',
        ),
      ],
      en: [
        grid(
          [
            {
              image: img('guide-step-search.jpg', 'ホテルの建物のイラスト STEP2 さがす'),
              alt: 'User guide',
              link: '/otherPage?other_id=goriyou',
              thumbnailText: 'New here? The user guide',
            },
            {
              image: img('guide-faq.jpg', '吹き出しとはてなマークのイラスト'),
              alt: 'FAQ',
              link: '/faq',
              thumbnailText: 'Frequently asked questions',
            },
            {
              image: img('original-benepo.jpg', 'Pと書かれた金色のコインのイラスト'),
              alt: 'About benepo points',
              link: '/benepo',
              thumbnailText: 'Earning and using benepo',
            },
            {
              image: img('guide-payment.jpg', 'クレジットカードと円マークのイラスト'),
              alt: 'Payment methods',
              link: '/howToPay',
              thumbnailText: 'Payment methods',
            },
          ],
          'none',
        ),
      ],
    },
  },
  {
    title: 'フッター：子育てクラブ会員さま向けミニバナー',
    locationCode: 'footer_banner',
    sortOrder: 2,
    bscodes: ['CR'],
    paragraphs: {
      ja: [
        grid(
          [
            {
              image: img('childcare-photo-studio.jpg', 'カメラのイラスト'),
              alt: '子育てクラブ会員さまへのご案内',
              link: '/nly-promotion',
              thumbnailText: '子育てクラブ会員さまへ 無料期間と継続のご案内',
            },
          ],
          'none',
        ),
      ],
      en: [
        grid(
          [
            {
              image: img('childcare-photo-studio.jpg', 'カメラのイラスト'),
              alt: 'For child-raising club members',
              link: '/nly-promotion',
              thumbnailText: 'Club members: the free period and continuing',
            },
          ],
          'none',
        ),
      ],
    },
  },
];
