import { act, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHydrated } from './use-hydrated.ts';

/** Writes down every value it renders with, and each commit: the server's value, then the browser's. */
function Probe({ seen }: { seen: string[] }) {
  const hydrated = useHydrated();
  seen.push(`render ${hydrated}`);
  useEffect(() => {
    seen.push(`commit ${hydrated}`);
  });
  return <p>{hydrated ? 'browser' : 'server'}</p>;
}

let container: HTMLDivElement;
afterEach(() => container?.remove());

describe('useHydrated (ADR 0020)', () => {
  it('is false on the server and while hydrating, then true, rendered into the server’s very element', async () => {
    const server = renderToString(<Probe seen={[]} />);
    expect(server).toContain('server');
    container = document.createElement('div');
    container.innerHTML = server;
    document.body.append(container);
    const paragraph = container.querySelector('p');

    const seen: string[] = [];
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(seen.slice(0, 2)).toEqual(['render false', 'commit false']);
    expect(seen.at(-1)).toBe('commit true');
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('browser');
  });

  it('is true from the first render of a page the browser renders itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    const seen: string[] = [];
    await act(async () => {
      createRoot(container).render(<Probe seen={seen} />);
    });
    expect(seen).toEqual(['render true', 'commit true']);
  });
});
