import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DevOverlay } from './dev-overlay.tsx';

function renderOverlay() {
  const router = createMemoryRouter([{ path: '/', element: <DevOverlay /> }]);
  render(<RouterProvider router={router} />);
}

describe('debug overlay (spec portal.md §2: toggled by F2, development builds only)', () => {
  it('opens and closes with F2, closes with Escape, and links the debug routes and Swagger UI', async () => {
    const user = userEvent.setup();
    renderOverlay();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await act(() => user.keyboard('{F2}'));
    const overlay = screen.getByRole('complementary');
    const hrefs = [...overlay.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/components-list', '/page-list', '/dev/routes', '/demo', '/api-list', '/swagger/dist/']),
    );

    await act(() => user.keyboard('{F2}'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await act(() => user.keyboard('{F2}'));
    await act(() => user.keyboard('{Escape}'));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
