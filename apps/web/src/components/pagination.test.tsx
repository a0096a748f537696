import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTestLanguage, renderInShell } from '../test/render';
import { Pagination } from './pagination';

beforeAll(() => loadTestLanguage());
afterEach(cleanup);

const hrefOf = (page: number) => `/list?page=${page}`;

describe('Pagination', () => {
  it('links the first, last and neighbouring pages, marking the current one', () => {
    renderInShell(<Pagination page={10} pageCount={20} hrefOf={hrefOf} />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pages = within(nav)
      .getAllByRole('link', { name: /^Page \d+$/ })
      .map((link) => link.textContent);
    expect(pages).toEqual(['1', '9', '10', '11', '20']);
    expect(within(nav).getByRole('link', { name: 'Page 10' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/list?page=9');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/list?page=11');
  });

  it('offers no previous link on the first page and no next link on the last', () => {
    renderInShell(<Pagination page={1} pageCount={2} hrefOf={hrefOf} />);
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/list?page=2');
  });

  it('is not shown for a single page', () => {
    renderInShell(<Pagination page={1} pageCount={1} hrefOf={hrefOf} />);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});
