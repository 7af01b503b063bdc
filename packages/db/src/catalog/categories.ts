/**
 * The category tree of the embedded catalogue (spec search.md §3 Category entries, §5 Category
 * filters, §9 Category codes): large codes 101 travel, 102–114 and 116–119 life, 115 the shop.
 * Middle codes start at 201 and small codes at 301 under each parent, so the same code repeats under
 * different parents, as the spec's codes do (205/301 and 206/301 are different smalls).
 *
 * Fixed by the spec and relied on by the search panels:
 * - 101 mids 201 and 204 (reservation sites; small 311 under 201, 301 under 204) and 205–207
 *   (flights, tours, other; smalls 301–304);
 * - 113/201 marks 食べる (its smalls are the gourmet genre tags), 113/202 暮らす・遊ぶ;
 * - the middle filters drop 飲食店 under 113 and お問合せ under 119, both present here.
 */

export interface CategoryNode {
  code: string;
  name: string;
  /** The mega-menu links this entry with catSmlClassCd (spec §2: links marked no_search). */
  noSearch?: boolean;
  children?: CategoryNode[];
}
export interface LargeCategory extends CategoryNode {
  /** Mega-menu group 1–10 the large category is listed under (spec §2 Mega-menu groups). */
  megaMenuGroup: number;
}

type Spec = string | readonly [string, readonly Spec[]] | { name: string; noSearch: true };

/** Names in display order; codes are given by position (201…, 301…). */
function nodes(specs: readonly Spec[], firstCode: number): CategoryNode[] {
  return specs.map((spec, i) => {
    const code = String(firstCode + i);
    if (typeof spec === 'string') return { code, name: spec };
    if (Array.isArray(spec)) {
      const [name, children] = spec as readonly [string, readonly Spec[]];
      return { code, name, children: nodes(children, firstCode + 100) };
    }
    const flagged = spec as { name: string; noSearch: true };
    return { code, name: flagged.name, noSearch: true };
  });
}

function large(code: string, name: string, megaMenuGroup: number, mids: readonly Spec[]): LargeCategory {
  return { code, name, megaMenuGroup, children: nodes(mids, 201) };
}

/** The reservation tab's small 311 under 201 (spec §9): smalls 301–310 are left free on purpose. */
function withCodes(node: CategoryNode, codes: readonly string[]): CategoryNode {
  return { ...node, children: (node.children ?? []).map((c, i) => ({ ...c, code: codes[i] ?? c.code })) };
}

const travel = large('101', 'トラベル', 5, [
  ['国内予約サイト', ['国内宿泊予約サイト', '国内ツアー予約サイト', '高速バス予約サイト']],
  ['国内宿泊', ['ホテル', '旅館', 'ペンション・民宿', 'リゾートマンション']],
  ['公共の宿', ['国民宿舎', '公共保養所', '休暇村']],
  ['海外予約サイト', ['海外ホテル予約サイト', '海外ツアー予約サイト']],
  ['航空券', ['国内航空券', '海外航空券', '航空券＋ホテル', 'LCC']],
  ['ツアー', ['国内ツアー', '海外ツアー', 'バスツアー', 'クルーズ']],
  ['その他', ['レンタカー', '海外旅行保険', '海外Wi-Fiレンタル', '空港サービス・手荷物宅配']],
]);
travel.children = travel.children?.map((mid) => (mid.code === '201' ? withCodes(mid, ['311', '312', '313']) : mid));

export const CATEGORY_TREE: readonly LargeCategory[] = [
  travel,
  large('102', 'レジャー・エンタメ', 1, [
    [
      'テーマパーク・遊園地',
      ['東京ディズニーリゾート', 'ユニバーサル・スタジオ・ジャパン', '全国のテーマパーク', '水族館・動物園'],
    ],
    ['映画・シネマ', ['映画鑑賞券', 'オンライン予約']],
    ['カラオケ・ボウリング', ['カラオケ', 'ボウリング', 'ダーツ・ビリヤード']],
    ['レジャー施設', ['温泉・スーパー銭湯', 'プール', 'スキー・スノーボード', 'キャンプ・グランピング']],
    ['体験・アクティビティ', ['アウトドア体験', 'ものづくり体験', '乗馬・マリンスポーツ']],
  ]),
  large('103', 'スポーツ・フィットネス', 6, [
    ['フィットネスクラブ', ['総合フィットネス', '24時間ジム', 'ヨガ・ピラティス']],
    ['ゴルフ', ['ゴルフ場', 'ゴルフ練習場', 'ゴルフスクール']],
    ['スポーツ観戦', ['野球', 'サッカー', 'バスケットボール']],
  ]),
  large('104', 'リラクゼーション・ビューティー', 3, [
    ['リラクゼーション', ['マッサージ・整体', 'アロマ・リフレクソロジー', 'スパ・岩盤浴']],
    ['ビューティー', ['ヘアサロン', 'ネイル・まつげ', 'エステ', '脱毛']],
  ]),
  large('105', 'ヘルスケア', 6, [
    ['健康診断・人間ドック', ['人間ドック', '脳ドック', 'がん検診']],
    ['医療・相談', ['オンライン診療', '健康相談ダイヤル', '歯科・ホワイトニング']],
    ['メガネ・コンタクト', ['メガネ', 'コンタクトレンズ']],
  ]),
  large('106', 'スクール・資格', 7, [
    ['語学', ['英会話', 'オンライン英会話', 'その他の語学']],
    ['資格・検定', ['通信講座', '資格スクール', 'パソコン・IT']],
    ['趣味・教養', ['料理教室', '音楽教室', 'カルチャースクール']],
  ]),
  large('107', '暮らし・住まい', 8, [
    ['家事代行・ハウスクリーニング', ['家事代行', 'エアコンクリーニング', '水まわりクリーニング']],
    ['引越し', ['引越し業者', '不用品回収', 'トランクルーム']],
    ['住まい', ['新築・分譲', 'リフォーム', '賃貸']],
    ['保険・マネー', ['保険相談', '住宅ローン', '資産運用セミナー']],
  ]),
  large('108', '子育て', 9, [
    ['保育・ベビーシッター', ['ベビーシッター', '一時保育', '病児保育']],
    ['キッズ教育', ['幼児教室', '学習塾・家庭教師', '通信教育', 'キッズスポーツ']],
    ['ベビー・キッズ用品', ['ベビー用品', 'おもちゃ・知育玩具']],
    ['子育てのおでかけ', ['屋内遊び場', '写真スタジオ']],
  ]),
  large('109', '介護', 9, [
    ['介護サービス', ['訪問介護', 'デイサービス', '有料老人ホーム']],
    ['介護用品', ['介護用品レンタル', '配食サービス']],
  ]),
  large('110', 'ライフイベント', 9, [
    ['結婚', ['結婚式場', '婚活・結婚相談所', 'ブライダルジュエリー']],
    ['出産', ['マタニティ', '出産内祝い']],
    ['冠婚葬祭', ['葬儀', '法要・仏壇']],
  ]),
  large('111', 'ショッピング', 4, [
    ['ギフト・カタログ', ['カタログギフト', 'フラワーギフト']],
    ['ファッション・雑貨', ['ファッション', 'インテリア・雑貨']],
    ['家電・パソコン', ['家電量販店', 'パソコン・スマートフォン']],
  ]),
  large('112', 'カーライフ', 8, [
    ['カーメンテナンス', ['車検・点検', 'カー用品', '洗車・コーティング']],
    ['カーシェア・レンタカー', ['カーシェア', 'レンタカー']],
    ['自動車教習所', ['普通免許', '二輪免許']],
  ]),
  large('113', 'グルメ', 2, [
    [
      'レストラン・飲食',
      [
        '和食',
        '寿司',
        '焼肉',
        '中華料理',
        'イタリアン',
        'フレンチ',
        '居酒屋',
        'カフェ・スイーツ',
        '鍋・しゃぶしゃぶ',
        'バイキング・ビュッフェ',
      ],
    ],
    ['お取り寄せ・デリバリー', ['お取り寄せグルメ', '宅配・デリバリー', 'ミールキット']],
    ['飲食店', ['飲食店（全般）']],
    ['食品・飲料', ['お酒', 'コーヒー・お茶']],
  ]),
  large('114', 'ポイント・金券', 4, [
    ['ポイント交換', ['電子マネー', '他社ポイント']],
    ['金券・商品券', ['商品券', 'ギフトカード']],
  ]),
  large('115', 'ベネ通販', 4, [
    ['家電・パソコン', ['生活家電', 'キッチン家電', '美容家電', 'パソコン・周辺機器']],
    ['ファッション', ['レディース', 'メンズ', 'バッグ・財布', '腕時計・アクセサリー']],
    ['食品・スイーツ', ['お肉・お魚', 'スイーツ・お菓子', 'お米・麺類', '飲料・お酒']],
    ['日用品・生活雑貨', ['キッチン用品', '寝具・インテリア', '掃除・洗濯']],
    ['美容・健康', ['スキンケア', 'サプリメント', '健康器具']],
    ['キッズ・ベビー', ['ベビー用品', 'おもちゃ', '子ども服']],
    ['スポーツ・アウトドア', ['アウトドア用品', 'フィットネス用品', 'ゴルフ用品']],
    ['ギフト', ['カタログギフト', '季節のギフト', '内祝い']],
  ]),
  large('116', 'エンタメチケット', 1, [
    ['コンサート・ライブ', ['J-POP', 'クラシック']],
    ['演劇・ミュージカル', ['ミュージカル', '歌舞伎・伝統芸能']],
    ['美術館・博物館', ['美術館', '博物館']],
  ]),
  large('117', 'オリジナルプラン', 10, [
    [
      '会員限定プラン',
      [
        { name: '会員限定キャンペーン', noSearch: true },
        { name: 'ベネポ増量プラン', noSearch: true },
      ],
    ],
    ['補助・クーポン', ['補助クーポン対象', 'デジタルクーポン']],
  ]),
  large('118', '自己啓発・eラーニング', 7, [
    ['eラーニング', ['ビジネススキル', 'マネー・投資', 'プログラミング']],
    ['セミナー・講座', ['キャリアセミナー', 'マネーセミナー']],
  ]),
  large('119', '会員サポート', 10, [
    [
      'ご利用ガイド',
      [
        { name: 'はじめての方へ', noSearch: true },
        { name: 'よくあるご質問', noSearch: true },
      ],
    ],
    ['お問合せ', ['サービスに関するお問合せ']],
    ['各種手続き', ['登録情報の変更', '退会・解約']],
  ]),
];
