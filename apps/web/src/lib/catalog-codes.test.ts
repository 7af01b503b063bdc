import { afterEach, describe, expect, it, vi } from 'vitest';
import { CATEGORIES_API_PATH } from '@portal/contracts/catalog-lists';

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('./api-client.ts', () => ({ apiFetch }));

const { categoriesQueryOptions } = await import('./catalog-codes.ts');

afterEach(() => apiFetch.mockReset());

describe('categoriesQueryOptions', () => {
  it('asks the path the category pages’ first loads answer, so the server-sent answer serves the query', async () => {
    apiFetch.mockResolvedValue({ data: { categories: [] } });
    const options = categoriesQueryOptions();
    await (options.queryFn as (context: { signal?: AbortSignal }) => Promise<unknown>)({});
    expect(apiFetch).toHaveBeenCalledWith(CATEGORIES_API_PATH, expect.anything());
  });
});
