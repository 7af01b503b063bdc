import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { scopeCss, useScopedCss, useScopedCssList } from './scoped-css.ts';

afterEach(() => {
  document.adoptedStyleSheets = [];
});

describe("css_code of CMS blocks (constructable stylesheets, allowed by style-src 'self')", () => {
  it("nests every rule under the block's data attribute", () => {
    const css = scopeCss('.title { color: red; } @media (min-width: 640px) { .title { color: blue; } }', 'block-1');
    expect(css).toMatch(/^\[data-cms-scope="block-1"\] \{/);
    expect(css).toContain('.title { color: red; }');
    expect(css).toContain('@media (min-width: 640px)');
  });

  it('cannot break out of the scope with an unbalanced brace, and drops @import', () => {
    const css = scopeCss(
      '@import url(https://evil.example.test/x.css); .a { color: red; } } body { display: none; }',
      'b',
    );
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css ?? '');
    // One top-level rule only: the scope.
    expect(sheet.cssRules).toHaveLength(1);
    expect((sheet.cssRules[0] as CSSStyleRule).selectorText).toBe('[data-cms-scope="b"]');
    expect(css).not.toContain('@import');
  });

  it('adopts the stylesheet while the block is shown and removes it afterwards', () => {
    const { unmount } = renderHook(() => useScopedCss('block-2', '.x { color: green; }'));
    expect(document.adoptedStyleSheets).toHaveLength(1);
    unmount();
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it('adds nothing for empty css_code', () => {
    renderHook(() => useScopedCss('block-3', null));
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});

describe('css_code applied ahead of its blocks (a page whose blocks hydrate later)', () => {
  it('adopts one sheet for the page and the block, kept until both are gone', () => {
    const list = [{ scope: 'block-4', css: '.x { color: green; }' }];
    const page = renderHook(() => useScopedCssList(list));
    expect(document.adoptedStyleSheets).toHaveLength(1);
    const block = renderHook(() => useScopedCss('block-4', '.x { color: green; }'));
    expect(document.adoptedStyleSheets).toHaveLength(1);
    page.unmount();
    expect(document.adoptedStyleSheets).toHaveLength(1);
    block.unmount();
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });
});
