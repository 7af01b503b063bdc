import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bffHandlers } from '../../testing/handlers.ts';
import { server } from '../../testing/msw-server.ts';
import { renderUi } from '../../testing/render-ui.tsx';
import { catalogHandlers, gourmetCategories, gourmetOnlyCategories } from '../../testing/search-fixtures.ts';
import { SearchPanelModal } from './search-panel-modal.tsx';

// spec search.md §1 "If 暮らす・遊ぶ has no categories but 食べる does, the form starts on 食べる"; §9 113/201 marks
// 食べる, 113/202 or 113/201 marks 暮らす・遊ぶ. Decided (docs/search-rules.md): 暮らす・遊ぶ "has no categories" when it
// has none of its own (113/202).

function openPanel(categories: Parameters<typeof catalogHandlers>[0]) {
  server.use(...catalogHandlers(categories), ...bffHandlers());
  return renderUi(<SearchPanelModal onClose={() => {}} />);
}

describe('the life tab’s first sub-tab', () => {
  it('starts on 食べる for a catalogue with only 食べる’s categories, 暮らす・遊ぶ beside it', async () => {
    openPanel(gourmetOnlyCategories);
    const dialog = await screen.findByRole('dialog', { name: '検索' });
    expect(await within(dialog).findByRole('tab', { name: '食べる', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: '暮らす・遊ぶ', selected: false })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'クーポン' })).toBeInTheDocument();
  });

  it('starts on 暮らす・遊ぶ when it has categories of its own (113/202)', async () => {
    openPanel(gourmetCategories);
    const dialog = await screen.findByRole('dialog', { name: '検索' });
    expect(await within(dialog).findByRole('tab', { name: '暮らす・遊ぶ', selected: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('tab', { name: '食べる', selected: false })).toBeInTheDocument();
  });
});
