import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb.tsx';
import { PageFrame } from './page-frame.tsx';
import { OrderSteps } from './order-steps.tsx';
import { orderStepStates } from './order-steps-state.ts';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }]);
  return render(<RouterProvider router={router} />);
}

describe('breadcrumb (spec portal.md §2 "Page chrome")', () => {
  it('is not rendered with only one item', () => {
    renderInRouter(<Breadcrumb items={[{ label: 'トップ' }]} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('starts with the top and marks the last item as the current page', () => {
    renderInRouter(
      <Breadcrumb
        items={[{ label: 'トップ', to: '/' }, { label: 'お知らせ', to: '/information' }, { label: 'お知らせ詳細' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'パンくずリスト' });
    const items = within(nav).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0] as HTMLElement).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(within(nav).getByText('お知らせ詳細')).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'お知らせ詳細' })).not.toBeInTheDocument();
  });
});

describe('page frame', () => {
  it('is at least a screen tall, so the footer starts below the fold while the page’s data loads', () => {
    renderInRouter(
      <PageFrame title="お知らせ" breadcrumb={[]}>
        <p>本文</p>
      </PageFrame>,
    );
    const frame = screen.getByRole('heading', { level: 1, name: 'お知らせ' }).parentElement;
    expect(frame).toHaveClass('min-h-[var(--app-height,100dvh)]');
  });
});

describe('order steps (spec portal.md §2 "Page chrome")', () => {
  it('has four steps: 申込内容入力, 確認, お支払い方法, 完了', () => {
    expect(orderStepStates(undefined, []).map((step) => step.id)).toEqual([
      'applicantInformation',
      'confirm',
      'payment',
      'complete',
    ]);
  });

  it.each([
    ['applicantInformation', 'applicantInformation'],
    ['changePointRequest', 'applicantInformation'],
    ['confirm', 'confirm'],
    ['complete', 'complete'],
  ])('makes the step current whose route matches (%s → %s)', (routeName, current) => {
    const states = orderStepStates(routeName, []);
    expect(states.filter((step) => step.current).map((step) => step.id)).toEqual([current]);
  });

  it('never makes お支払い方法 current: it has no route', () => {
    expect(orderStepStates('payment', []).some((step) => step.current)).toBe(false);
  });

  it('checks the steps in the completed list', () => {
    const states = orderStepStates('complete', ['applicantInformation', 'confirm', 'payment']);
    expect(states.map((step) => step.checked)).toEqual([true, true, true, false]);
  });

  it('renders the current step with aria-current="step" and the checked ones as done', () => {
    renderInRouter(<OrderSteps routeName="confirm" completed={['applicantInformation']} />);
    const nav = screen.getByRole('navigation', { name: 'お申し込みの流れ' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(items[0]).toHaveAttribute('data-checked', 'true');
    expect(items[0]).toHaveTextContent('申込内容入力（完了済み）');
    expect(items[2]).toHaveTextContent('お支払い方法');
  });
});
