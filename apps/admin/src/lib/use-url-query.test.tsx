// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUrlQuery, type QueryPatch } from './use-url-query';

let patchQuery: (patch: QueryPatch) => void = () => undefined;

function ListPage() {
  const [params, patch] = useUrlQuery();
  patchQuery = patch;
  return <p data-testid="query">{params.toString()}</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/products', element: <ListPage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(cleanup);

describe('useUrlQuery', () => {
  it('keeps both of two changes made before the page re-renders (the words typed, then a status)', async () => {
    const router = renderAt('/products?page=3');
    await act(async () => {
      patchQuery({ q: '皮划艇' });
      patchQuery({ status: 'published' });
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('q')).toBe('皮划艇');
    expect(query.get('status')).toBe('published');
    expect(query.has('page')).toBe(false);
  });

  it('removes a key set to empty and keeps the page only when the page itself changes', async () => {
    const router = renderAt('/products?q=kayak&status=draft');
    await act(async () => patchQuery({ status: '' }));
    expect(router.state.location.search).toBe('?q=kayak');
    await act(async () => patchQuery({ page: '2' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
  });
});
