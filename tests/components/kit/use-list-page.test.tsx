import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { useListPage } from '@/kit/lists/use-list-page';

// spec §9: "Pagination default page size 20"; a filter change shows its list from page 1.
describe('useListPage', () => {
  it('asks for page 1 of 20 rows, then the page chosen', () => {
    const { result } = renderHook(() => useListPage());
    expect(result.current.request).toEqual({ page: 1, pageSize: 20 });
    act(() => result.current.setPage(3));
    expect(result.current.request).toEqual({ page: 3, pageSize: 20 });
  });

  it('takes the page size the spec gives a list (the latest 30 records)', () => {
    const { result } = renderHook(() => useListPage({ pageSize: 30 }));
    expect(result.current.request).toEqual({ page: 1, pageSize: 30 });
  });

  it('keeps the page while the filter stays, starts at 1 when it changes, and stays at 1 back again', () => {
    const { result, rerender } = renderHook(({ status }) => useListPage({ filter: { status } }), {
      initialProps: { status: 'pending' },
    });
    act(() => result.current.setPage(4));
    rerender({ status: 'pending' });
    expect(result.current.page).toBe(4);
    rerender({ status: 'approved' });
    expect(result.current.page).toBe(1);
    rerender({ status: 'pending' });
    expect(result.current.page).toBe(1);
    act(() => result.current.setPage(2));
    expect(result.current.request).toEqual({ page: 2, pageSize: 20 });
  });

  it('reads a family list (rows beside count) as one page of the request', () => {
    const { result } = renderHook(() => useListPage());
    act(() => result.current.setPage(2));
    const list = result.current.pageOf({ data: { addressList: [{ id: 1 }, { id: 2 }], count: 22 } });
    expect(list).toEqual({ items: [{ id: 1 }, { id: 2 }], total: 22, page: 2, pageSize: 20 });
    expect(result.current.pageOf(undefined)).toBeUndefined();
  });
});

describe('firstPage and rowsOf', () => {
  it('ask for page 1 (20 rows unless a limit says fewer) and read the rows of any wire shape', () => {
    expect(firstPage()).toEqual({ page: 1, pageSize: 20 });
    expect(firstPage(10)).toEqual({ page: 1, pageSize: 10 });
    expect(rowsOf({ data: { items: ['a', 'b'], total: 2 } })).toEqual(['a', 'b']);
    expect(rowsOf({ data: { bankList: [{ id: 7 }], count: 1 } }, firstPage(4))).toEqual([{ id: 7 }]);
    expect(rowsOf({ data: null })).toEqual([]);
    expect(rowsOf(undefined)).toEqual([]);
  });
});
