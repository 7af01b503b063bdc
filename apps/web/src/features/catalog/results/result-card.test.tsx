import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuSummary } from '@portal/contracts/catalog';
import { switchLanguage } from '../../../lib/i18n.ts';
import { menuSummary } from '../../../testing/catalog-fixtures.ts';
import { renderUi } from '../../../testing/render-ui.tsx';
import { useMenuTexts } from '../menu-texts.ts';
import { ResultCard } from './result-card.tsx';

/** A list of cards as the results page draws it: one set of texts, handed to every card. */
function Cards({ items }: { items: MenuSummary[] }) {
  const texts = useMenuTexts();
  return items.map((item) => <ResultCard key={item.menuNo} item={item} eager={false} texts={texts} />);
}

const life = menuSummary('2000001', { menuNm: '箱根の日帰り温泉', useage: [1, 3], discountRate: 20 });
const stay = menuSummary('2000002', {
  menuNm: '伊豆の宿',
  serviceType: 'stay',
  regularPrice: 16000,
  memberPrice: null,
  discountRate: null,
  useage: [4],
});

const card = (name: string) => screen.getByRole('link', { name }).closest('article')!;

describe('a result card (issue 12)', () => {
  afterEach(async () => act(() => switchLanguage('ja')));

  it('shows the member price over the struck regular one, the rate and the usage flags, each card its own', () => {
    renderUi(<Cards items={[life, stay]} />);
    const first = within(card('箱根の日帰り温泉'));
    expect(first.getByText('通常価格').parentElement).toHaveTextContent('通常価格5,000円');
    expect(first.getByText('5,000円').tagName).toBe('S');
    expect(first.getByText('会員価格').parentElement).toHaveTextContent('会員価格4,000円');
    expect(first.getByText('20%OFF')).toBeInTheDocument();
    expect(first.getByRole('list', { name: 'ご利用条件' })).toHaveTextContent('給与天引きで支払可ベネポが使えるプラン');

    const second = within(card('伊豆の宿'));
    expect(second.queryByText('通常価格')).toBeNull();
    expect(second.getByText('16,000円〜', { exact: false })).toHaveTextContent('16,000円〜1名あたり');
    expect(second.queryByText(/OFF/)).toBeNull();
    expect(second.getByRole('list', { name: 'ご利用条件' })).toHaveTextContent('ベネポが貯まるプラン');
  });

  it('has no usage list when a privilege has no usage flags', () => {
    renderUi(<Cards items={[menuSummary('2000003', { menuNm: '条件なし', useage: [] })]} />);
    expect(within(card('条件なし')).queryByRole('list')).toBeNull();
  });

  it('follows a change of language: the texts translated once for the list are translated again', async () => {
    renderUi(<Cards items={[life, stay]} />);
    await act(() => switchLanguage('en'));
    const first = within(card('箱根の日帰り温泉'));
    expect(first.getByText('Regular price')).toBeInTheDocument();
    expect(first.getByText('20% off')).toBeInTheDocument();
    expect(first.getByRole('list', { name: 'Ways to use' })).not.toHaveTextContent('給与天引き');
    expect(within(card('伊豆の宿')).getByText('from ¥16,000', { exact: false })).toHaveTextContent('per person');
  });
});
