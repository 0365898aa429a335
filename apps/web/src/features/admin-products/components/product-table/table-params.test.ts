import { describe, expect, it } from 'vitest';
import { paramsFromUrl, tableQuery } from './table-params';

describe('the size table’s state in the URL', () => {
  it('reads what it knows and falls back on the rest', () => {
    expect(paramsFromUrl(new URLSearchParams(''))).toEqual({
      search: '',
      stock: 'all',
      brand: undefined,
      family: undefined,
      status: undefined,
      sort: 'title',
      order: 'asc',
      page: 1,
    });
    const odd = paramsFromUrl(new URLSearchParams('stock=lots&family=fruity&status=gone&sort=colour&order=up&page=-2'));
    expect(odd).toMatchObject({ stock: 'all', family: undefined, status: undefined, sort: 'title', order: 'asc', page: 1 });
  });

  it('opens the Low-stock view emptiest first unless a sort is chosen', () => {
    expect(paramsFromUrl(new URLSearchParams('stock=low'))).toMatchObject({ stock: 'low', sort: 'stock', order: 'asc' });
    expect(paramsFromUrl(new URLSearchParams('stock=low&sort=price&order=desc'))).toMatchObject({ sort: 'price', order: 'desc' });
  });

  it('asks the API for only what is set', () => {
    const state = paramsFromUrl(new URLSearchParams('q=oud&stock=out&brand=Maison%20Alba&family=woody&status=low&page=3'));
    expect(tableQuery(state, 'oud')).toEqual({
      page: 3,
      sort: 'title',
      order: 'asc',
      search: 'oud',
      stock: 'out',
      brand: 'Maison Alba',
      family: 'woody',
      status: 'low',
    });
    expect(tableQuery(paramsFromUrl(new URLSearchParams('')), '')).toEqual({ page: 1, sort: 'title', order: 'asc' });
  });
});
