import { describe, expect, it } from 'vitest';
import { sanitizeCmsHtml } from '../../src/modules/cms/sanitize.ts';

describe('sanitizeCmsHtml (ADR 0009: nothing executable leaves the BFF)', () => {
  it.each([
    ['<img src=x onerror=alert(1)>', '<img src="x" />'],
    ['<p onclick="alert(1)">本文</p>', '<p>本文</p>'],
    ['<a href="javascript:alert(1)">詳しく</a>', '<a>詳しく</a>'],
    ['<script>alert(1)</script><p>残る</p>', '<p>残る</p>'],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<svg onload=alert(1)><circle /></svg>', ''],
    ['<p style="color:red">色</p>', '<p>色</p>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
  ])('%s → %s', (input, output) => {
    expect(sanitizeCmsHtml(input)).toBe(output);
  });

  it('keeps the editorial HTML the portal renders', () => {
    const html =
      '<h3 id="a">見出し</h3><table><tr><th scope="col">日時</th><td colspan="2">11/25 2:00〜5:00</td></tr></table>' +
      '<a href="https://www.soleil-mobile.example/" target="_blank">ソレイユモバイル</a>' +
      '<ul class="note"><li>※ 注意</li></ul><p data-countdown>あと</p><a href="tel:0120000000">電話</a>';
    expect(sanitizeCmsHtml(html)).toBe(html);
  });
});
