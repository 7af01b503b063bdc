import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastStore } from '../../lib/toast-store.ts';
import { Toaster } from './toaster.tsx';

describe('toasts (spec portal.md §2)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('carry a type, a title and a text, and disappear after 30000 ms by default', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ type: 'success', title: '保存しました', text: 'お気に入りに追加しました。' });
    });
    const toast = screen.getByRole('status');
    expect(toast).toHaveTextContent('保存しました');
    expect(toast).toHaveTextContent('お気に入りに追加しました。');
    expect(toast).toHaveAttribute('data-type', 'success');
    act(() => {
      vi.advanceTimersByTime(29_999);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors as alerts and can be dismissed', async () => {
    render(<Toaster />);
    act(() => {
      showToast({ type: 'error', title: 'エラー', text: '失敗しました。', duration: 5000 });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('失敗しました。');
    await userEvent.click(screen.getByRole('button', { name: '通知を閉じる' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toastStore.get()).toEqual([]);
  });
});
