/** Header and footer HTML of the two business codes (CR: 子育てクラブ, LY: ライフエール). Small, accessible HTML. */
import type { SeedHeaderFooter } from '../content-types.ts';
import { CUSTOMER_CENTRE_HOURS, CUSTOMER_CENTRE_HOURS_EN } from './helpers.ts';

const footer = (ja: boolean, notice: string): string =>
  `
<nav aria-label="${ja ? 'サイト情報' : 'Site information'}">
  <ul class="cms-footer-links">
    <li><a href="/otherPage?other_id=goriyou">${ja ? 'ご利用ガイド' : 'User guide'}</a></li>
    <li><a href="/faq">${ja ? 'よくあるご質問' : 'FAQ'}</a></li>
    <li><a href="/lifeyell-kiyaku">${ja ? 'ライフエール会員規約' : 'Membership terms'}</a></li>
    <li><a href="/howToPay">${ja ? 'お支払い方法' : 'Payment methods'}</a></li>
  </ul>
</nav>
<p class="cms-footer-notice">${notice}</p>`.trim();

export const headerFooters: SeedHeaderFooter[] = [
  {
    bscode: 'CR',
    fieldHeader: {
      ja: '<p class="cms-header-notice" role="note">子育てクラブ会員さまは、ライフエールを無料でご利用いただけます（無料期間は最大7か月）。</p>',
      en: '<p class="cms-header-notice" role="note">Child-raising club members use LIFEYELL free of charge (up to 7 free months).</p>',
    },
    fieldFooter: {
      ja: footer(
        true,
        `子育てクラブ会員さまの無料期間終了後のお手続きは「会員ステータス」からお願いいたします。カスタマーセンター ${CUSTOMER_CENTRE_HOURS}（土日祝日も受付）`,
      ),
      en: footer(
        false,
        `After the free period, continue or leave from “Membership status”. Customer centre ${CUSTOMER_CENTRE_HOURS_EN}, every day.`,
      ),
    },
  },
  {
    bscode: 'LY',
    fieldHeader: {
      ja: '<p class="cms-header-notice" role="note">ライフエールは、ソレイユモバイルをご利用のお客さまのための会員制優待サービスです。</p>',
      en: '<p class="cms-header-notice" role="note">LIFEYELL is the members’ privilege service for Soleil Mobile customers.</p>',
    },
    fieldFooter: {
      ja: footer(
        true,
        `ライフエール月額料金 330円（税込）。初めてご入会の方は入会月無料。カスタマーセンター ${CUSTOMER_CENTRE_HOURS}（土日祝日も受付）`,
      ),
      en: footer(
        false,
        `Monthly fee 330 yen including tax; the first month is free for first-time members. Customer centre ${CUSTOMER_CENTRE_HOURS_EN}, every day.`,
      ),
    },
  },
];
