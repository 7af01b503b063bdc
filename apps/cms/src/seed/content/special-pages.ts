/**
 * Special pages (特集): 8 pages. On Home (top slider, ≥ 4): winter-gourmet-2026, point-up-campaign, relax-spa-fair,
 * new-year-travel-2027, onsen-weekend-trip. Listing only: kids-winter-school (CR only), beauty-salon-week,
 * shopping-point-double. Every page has a banner and a full_html paragraph (the portal rejects a page without one).
 */
import type { SeedSpecialPage } from '../content-types.ts';
import { button, grid, heading, html, img, imagetext, list } from './helpers.ts';

export const specialPages: SeedSpecialPage[] = [
  {
    title: { ja: '冬のごちそうグルメ特集2026', en: 'Winter gourmet feature 2026' },
    displayTitle: { ja: '冬のごちそうグルメ特集', en: 'Winter gourmet feature' },
    alias: 'winter-gourmet-2026',
    banner: img(
      'sp-winter-gourmet-2026.jpg',
      '冬のごちそうグルメ特集 鍋・ジビエ・ご当地グルメを会員優待価格で',
      'Winter gourmet feature',
    ),
    publishLocation: ['Home', 'Listing'],
    specialCategories: ['point'],
    sortOrder: 1,
    startDate: '2026-10-01T00:00:00+09:00',
    endDate: '2027-03-01T00:00:00+09:00',
    // Harmless script: fills the countdown element of the full_html paragraph (runs 10 ms after render, ADR 0009).
    jsCode:
      "document.querySelector('[data-countdown]') && (document.querySelector('[data-countdown]').textContent = 'キャンペーン終了まであと' + Math.max(0, Math.ceil((new Date('2027-03-01T00:00:00+09:00').getTime() - Date.now()) / 86400000)) + '日');",
    paragraphs: {
      ja: [
        html(`
<p>寒い季節こそ、あたたかいごちそうを。全国のレストラン・料亭・居酒屋で、冬季限定コースを会員優待価格でご用意しました。</p>
<p><strong data-countdown>キャンペーン期間：2026年10月1日（木）〜2027年2月28日（日）</strong></p>
<p>期間中、グルメカテゴリの優待をご利用いただくと、通常の2倍のベネポを付与いたします。</p>`),
        heading('おすすめの冬グルメ', 'h2'),
        grid([
          {
            image: img('gourmet-nabe.jpg', '土鍋で煮込んだ冬の鍋料理'),
            alt: '冬の鍋料理コース',
            link: '/gourmet',
            thumbnailText: '鍋料理コース 15%OFF',
          },
          {
            image: img('gourmet-dinner.jpg', 'レストランのディナープレート'),
            alt: 'ディナー優待',
            link: '/gourmet',
            thumbnailText: 'ディナーコース 乾杯ドリンク付き',
          },
          {
            image: img('gourmet-cafe.jpg', '湯気の立つカフェのコーヒー'),
            alt: 'カフェ優待',
            link: '/gourmet',
            thumbnailText: 'カフェ ドリンク50円引き',
          },
        ]),
        imagetext(
          'horizontal',
          'image_left_text_right',
          '老舗料亭の冬の会席',
          '<p>かにすき・ふぐちりなど、冬の味覚を堪能できる会席コースを、平日限定で1名さま5,500円（税込）からご用意しました。</p><p>要予約・2名さまから</p>',
          img('gourmet-nabe.jpg', '土鍋で煮込んだ冬の鍋料理'),
          '/gourmet',
        ),
        list('annotation_list', [
          'ベネポ2倍の付与は、2027年4月末までに行います。',
          '店舗によりご利用いただけない日時がございます。',
          '他の割引券・クーポンとの併用はできません。',
        ]),
        button('グルメの優待をさがす', '/gourmet', 'center'),
      ],
      en: [
        html(`
<p>Warm winter dishes at member prices in restaurants across Japan.</p>
<p><strong data-countdown>Campaign: 1 October 2026 – 28 February 2027</strong></p>
<p>Gourmet privileges earn double benepo points during the campaign.</p>`),
        button('Find gourmet privileges', '/gourmet', 'center'),
      ],
    },
  },
  {
    title: { ja: 'ベネポ ポイントアップキャンペーン', en: 'Benepo point-up campaign' },
    alias: 'point-up-campaign',
    banner: img(
      'sp-point-up-campaign.jpg',
      'ベネポ ポイントアップキャンペーン 対象サービスのご利用でベネポ最大10倍',
      'Benepo point-up campaign',
    ),
    publishLocation: ['Home', 'Listing'],
    specialCategories: ['point'],
    sortOrder: 2,
    paragraphs: {
      ja: [
        html(`
<p>対象サービスのご利用で、ベネポが最大10倍たまるキャンペーンを実施中です。エントリーは不要です。</p>
<table><thead><tr><th scope="col">対象サービス</th><th scope="col">ポイント倍率</th></tr></thead><tbody>
<tr><td>ライフエールトラベル（国内宿泊）</td><td>10倍（ご利用金額の5%）</td></tr>
<tr><td>ライフエールショップ</td><td>5倍</td></tr>
<tr><td>レジャー・グルメの電子チケット</td><td>3倍</td></tr>
</tbody></table>
<p>キャンペーン期間：2026年11月1日（日）〜2027年1月31日（日）</p>`),
        heading('ポイントがもらえるまで', 'h3'),
        list('number_list', [
          'ライフエールにログインする',
          '対象サービスを予約・購入する',
          'ご利用後、所定の時期にベネポが付与される',
        ]),
        list('annotation_list', [
          '宿泊はチェックアウト翌日から5日以内、その他のご利用は3日後から翌々月末までに付与します。',
          '通販は商品お届けの7日後から3か月以内に付与します。',
          'ポイント計算で生じる1ポイント未満の端数は切り捨てます。',
        ]),
        button('ベネポについて詳しく見る', '/benepo', 'left'),
      ],
      en: [
        html(
          '<p>Earn up to ten times the usual benepo points on selected services, 1 November 2026 – 31 January 2027. No entry needed.</p>',
        ),
        button('About benepo', '/benepo', 'left'),
      ],
    },
  },
  {
    title: { ja: '癒やしのスパ＆エステフェア', en: 'Spa and beauty relaxation fair' },
    alias: 'relax-spa-fair',
    banner: img(
      'sp-relax-spa-fair.jpg',
      '癒やしのスパ＆エステフェア 全国のスパ・エステが会員さま限定で最大30%OFF',
      'Spa and beauty fair',
    ),
    publishLocation: ['Home'],
    specialCategories: ['relax_and_beauty'],
    sortOrder: 3,
    cssCode: '.relax-lead { font-size: 1.1em; line-height: 1.9; }',
    paragraphs: [
      html(`
<p class="relax-lead">日々の疲れを癒やすひとときを。全国のスパ・エステ・リラクゼーションサロン約1,500施設で、会員さま限定の優待をご用意しました。</p>
<p>フェア期間：2026年11月1日（日）〜12月27日（日）</p>`),
      imagetext(
        'vertical',
        'image_left_text_right',
        '都市型スパ 平日フリーパス',
        '<p>岩盤浴・サウナを含む館内施設が1日使い放題。通常3,200円のところ会員さま2,240円（税込）。</p>',
        img('relaxation-spa.jpg', '湯気の立つ温泉のイラスト'),
        '/relaxation',
      ),
      imagetext(
        'vertical',
        'text_left_image_right',
        'アロマトリートメント60分',
        '<p>初回限定で通常価格から30%OFF。ご予約時に「ライフエール会員」とお伝えください。</p>',
        img('relaxation-aroma.jpg', 'アロマオイルと葉っぱと石のイラスト'),
        '/relaxation',
      ),
      button('リラクゼーションの優待一覧へ', '/relaxation', 'right', 'button'),
    ],
  },
  {
    title: { ja: '年末年始の旅行特集2027', en: 'Year-end and New Year travel 2027' },
    displayTitle: { ja: '年末年始の旅行特集', en: 'Year-end travel' },
    alias: 'new-year-travel-2027',
    banner: img('sp-new-year-travel-2027.jpg', '年末年始の旅行特集 早めの予約でお得に', 'Year-end travel feature'),
    publishLocation: ['Home', 'Listing'],
    specialCategories: [],
    sortOrder: 4,
    paragraphs: [
      html(`
<p>帰省や初詣、冬休みの家族旅行に。ライフエールトラベルなら、全国約2万軒の宿泊施設を会員優待価格でご予約いただけます。</p>
<p>2026年12月15日（火）までのご予約で、2泊以上のご宿泊に使える3,000円割引クーポンを配布中です。</p>`),
      heading('人気の旅先', 'h2'),
      grid([
        {
          image: img('travel-hotel.jpg', 'ホテルの建物のイラスト'),
          alt: 'ホテル・旅館',
          link: '/travel',
          thumbnailText: '駅近ホテル',
        },
        {
          image: img('travel-tour.jpg', '雲の上を飛ぶ飛行機のイラスト'),
          alt: '国内ツアー',
          link: '/travel',
          thumbnailText: '航空券付きツアー',
        },
        {
          image: img('relaxation-spa.jpg', '湯気の立つ温泉のイラスト'),
          alt: '温泉旅館',
          link: '/travel',
          thumbnailText: '温泉旅館',
        },
        {
          image: img('leisure-theme-park.jpg', '観覧車のあるテーマパークのイラスト'),
          alt: 'テーマパーク',
          link: '/leisure',
          thumbnailText: 'テーマパーク周辺',
        },
      ]),
      list('check_list', ['早期予約で最大3,000円割引', '宿泊でベネポ最大10倍', 'キャンセル料は施設の規定に準じます']),
      button('トラベルサービスの使い方', '/otherPage?other_id=travel_guide', 'center'),
    ],
  },
  {
    title: { ja: '親子で学ぶ冬休み体験レッスン', en: 'Winter holiday lessons for parents and children' },
    displayTitle: { ja: '親子で学ぶ冬休み体験', en: 'Winter holiday lessons' },
    alias: 'kids-winter-school',
    banner: img(
      'sp-kids-winter-school.jpg',
      '親子で学ぶ冬休み体験 プログラミング・英会話の無料体験レッスン',
      'Winter holiday lessons',
    ),
    publishLocation: ['Listing'],
    specialCategories: [],
    sortOrder: 5,
    bscodes: ['CR'],
    paragraphs: [
      html(`
<p>子育てクラブ会員さま限定。冬休み期間中、提携スクールの体験レッスンを無料でご利用いただけます。</p>
<p>対象期間：2026年12月19日（土）〜2027年1月11日（月・祝）</p>`),
      imagetext(
        'horizontal',
        'simage_left_text_right',
        'こどもプログラミング教室',
        '<p>ロボットを動かしながら、順序や条件の考え方を学びます。対象：小学1年生〜6年生</p>',
        img('school-programming.jpg', 'ノートパソコンでプログラミングをするイラスト'),
        '/school',
      ),
      imagetext(
        'horizontal',
        'text_left_simage_right',
        '親子英会話',
        '<p>歌やゲームで英語にふれる45分のレッスン。保護者の方もご一緒に参加できます。対象：3歳〜小学3年生</p>',
        img('school-english.jpg', '英語とひらがなの本のイラスト'),
        '/school',
      ),
      button('ならいごとの優待を見る', '/school', 'center'),
    ],
  },
  {
    title: { ja: 'ビューティーサロン優待ウィーク', en: 'Beauty salon week' },
    alias: 'beauty-salon-week',
    banner: img(
      'sp-beauty-salon-week.jpg',
      'ビューティーサロン優待ウィーク ヘア・ネイル・まつげサロンの初回優待',
      'Beauty salon week',
    ),
    publishLocation: ['Listing'],
    specialCategories: ['relax_and_beauty'],
    sortOrder: 6,
    paragraphs: [
      html(`
<p>ヘアサロン・ネイルサロン・まつげエクステサロンの初回ご利用が、会員さま限定で20%OFFになります。</p>
<p>期間：2026年11月14日（土）〜11月30日（月）</p>`),
      list('bullet_list', [
        'カット＋カラー 20%OFF',
        'ジェルネイル ワンカラー 4,400円（税込）',
        'まつげパーマ 初回3,300円（税込）',
      ]),
      list('annotation_list', ['初めてご来店の方に限ります。', '料金は店舗により異なります。']),
      button('リラクゼーションの優待へ', '/relaxation', 'left'),
    ],
  },
  {
    title: { ja: '年末ショッピング ベネポ2倍', en: 'Year-end shopping: double benepo' },
    displayTitle: { ja: '年末ショッピングでポイント2倍', en: 'Double points on shopping' },
    alias: 'shopping-point-double',
    banner: img(
      'sp-shopping-point-double.jpg',
      '年末ショッピングでポイント2倍 ライフエールショップのお買い物が対象',
      'Double points on shopping',
    ),
    publishLocation: ['Listing'],
    specialCategories: ['point'],
    sortOrder: 7,
    paragraphs: [
      html(`
<p>ライフエールショップでのお買い物で、ベネポが通常の2倍たまります。お歳暮・年末の準備・お年玉のギフト選びにご活用ください。</p>
<p>期間：2026年12月1日（火）〜12月31日（木）</p>`),
      grid([
        {
          image: img('shopping-online.jpg', '買い物袋のイラスト'),
          alt: 'オンラインショップ',
          link: '/shopping',
          thumbnailText: '日用品・家電',
        },
        {
          image: img('shopping-gift.jpg', 'リボンのついたギフトボックスのイラスト'),
          alt: 'ギフト',
          link: '/shopping',
          thumbnailText: 'お歳暮・ギフト',
        },
      ]),
      list('annotation_list', [
        'ポイントは商品お届けの7日後から3か月以内に付与します。',
        '送料・手数料はポイント付与の対象外です。',
      ]),
    ],
  },
  {
    title: { ja: '週末温泉めぐり', en: 'Weekend hot spring trips' },
    alias: 'onsen-weekend-trip',
    banner: img(
      'sp-onsen-weekend-trip.jpg',
      '週末温泉めぐり 日帰り温泉から露天風呂付き客室まで',
      'Weekend hot spring trips',
    ),
    publishLocation: ['Home', 'Listing'],
    specialCategories: ['relax_and_beauty'],
    sortOrder: 8,
    paragraphs: [
      html(`
<p>週末にふらりと出かけられる温泉地を集めました。日帰り入浴の割引から、露天風呂付き客室の宿泊プランまでご紹介します。</p>`),
      imagetext(
        'vertical',
        'simage_left_text_right',
        '日帰り温泉 入浴料割引',
        '<p>全国約800か所の日帰り温泉施設で、入浴料が100円〜500円引きになります。</p>',
        img('relaxation-spa.jpg', '湯気の立つ温泉のイラスト'),
        '/relaxation',
      ),
      imagetext(
        'vertical',
        'text_left_simage_right',
        '露天風呂付き客室プラン',
        '<p>1泊2食付き、2名1室でお一人さま18,000円（税込）から。宿泊でベネポもたまります。</p>',
        img('travel-hotel.jpg', 'ホテルの建物のイラスト'),
        '/travel',
      ),
      button('宿泊予約はこちら', '/travel', 'center'),
    ],
  },
];
