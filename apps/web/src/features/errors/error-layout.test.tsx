import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { ErrorLayout } from './error-layout.tsx';

describe('error page frame', () => {
  it('is at least a screen tall like every page, so the footer arriving under a short message moves nothing', () => {
    const router = createMemoryRouter([
      { path: '/', element: <ErrorLayout title="ページが見つかりません" message="ページが見つかりません。" /> },
    ]);
    render(<RouterProvider router={router} />);
    const frame = screen
      .getByRole('heading', { level: 1, name: 'ページが見つかりません' })
      .closest('section')?.parentElement;
    expect(frame).toHaveClass('min-h-[var(--app-height,100dvh)]');
  });
});
