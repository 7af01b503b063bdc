import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { otherContent, otherContentDocument, paragraph } from '../testing/cms-fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';

function otherPagesApi() {
  const asked: string[] = [];
  const handler = http.get('*/v1/cms/other_content', ({ request }) => {
    const id = new URL(request.url).searchParams.get('other_id') ?? '';
    asked.push(id);
    const html = paragraph.fullHtml(`html-${id}`, `<p>${id} の本文</p>`);
    return HttpResponse.json(otherContentDocument([otherContent(id, [html], { title: `${id} のタイトル` })], [html]));
  });
  return { asked, handler };
}

describe('other pages (other_content?other_id)', () => {
  it('/otherPage?other_id=travel_guide shows that page with its CMS title', async () => {
    const api = otherPagesApi();
    renderApp('/otherPage?other_id=travel_guide', { handlers: [api.handler] });
    expect(await screen.findByText('travel_guide の本文')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'travel_guide のタイトル' })).toBeInTheDocument();
    expect(api.asked).toEqual(['travel_guide']);
    await waitFor(() => expect(document.title).toBe('travel_guide のタイトル | ライフエール'));
  });

  it.each([
    ['/faq', 'faq'],
    // /guide (portal.md §2) is replaced by the user guide's one address, the other page goriyou (search.md §2).
    ['/guide', 'goriyou'],
    ['/lifeyell-kiyaku', 'lifeyell_kiyaku'],
    ['/benepo', 'benepo'],
    ['/yell', 'yell'],
    ['/promotion', 'promotion'],
    ['/nly-promotion', 'nly_promotion'],
    ['/howToPay', 'how_to_pay'],
  ])('%s is the other page %s', async (path, otherId) => {
    const api = otherPagesApi();
    renderApp(path, { handlers: [api.handler] });
    expect(await screen.findByText(`${otherId} の本文`)).toBeInTheDocument();
    expect(api.asked).toEqual([otherId]);
  });

  it('offers the tutorial again on the user guide only', async () => {
    const api = otherPagesApi();
    const guide = renderApp('/otherPage?other_id=goriyou', { handlers: [api.handler] });
    expect(await screen.findByText('goriyou の本文')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'チュートリアルを見る' })).toBeInTheDocument();
    guide.unmount();
    renderApp('/otherPage?other_id=travel_guide', { handlers: [api.handler] });
    expect(await screen.findByText('travel_guide の本文')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'チュートリアルを見る' })).not.toBeInTheDocument();
  });

  it('a missing other_id is a missing page, without a call', async () => {
    const api = otherPagesApi();
    renderApp('/otherPage', { handlers: [api.handler] });
    expect(
      await screen.findByText('ご選択いただいたページは現在存在しないか、ご利用いただけません。'),
    ).toBeInTheDocument();
    expect(api.asked).toEqual([]);
  });
});
