import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useFiat } from '@/api/session/use-fiat';
import { i18n } from '@/i18n';
import { contractExample } from '../../test-utils/contract-examples';
import { holdAnswers, mockApi } from '../../test-utils/mock-api';
import { callsTo, lastBodySentTo, pathOf } from '../../test-utils/screen-kit';

const wrapper = ({ children }: { children: ReactNode }) => (
  <I18nextProvider i18n={i18n}>
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  </I18nextProvider>
);

const fiatList = { body: contractExample('common', 'fiatCoins') };
const rates = { body: contractExample('common', 'rates') };

describe('spec §3 assets state, §8 fiat fallback, §9 first item', () => {
  it("offers the server's list and picks the language's default fiat, with its rate", async () => {
    mockApi({ [pathOf('getFiatCoinList')]: fiatList, [pathOf('getRate')]: rates });
    const { result } = renderHook(useFiat, { wrapper });
    await waitFor(() => expect(result.current.foldCoinList).toHaveLength(5));
    expect(result.current.foldCoin?.code).toBe('usd');
    await waitFor(() => expect(result.current.rate).toBeDefined());
  });

  it('falls back to USD and CNY when the fiat call fails, and finds the rate of the fallback fiat', async () => {
    mockApi({
      [pathOf('getFiatCoinList')]: { status: 500, body: contractExample('errors', 'SERVER_BUSY') },
      [pathOf('getRate')]: rates,
    });
    const { result } = renderHook(useFiat, { wrapper });
    await waitFor(() =>
      expect(result.current.foldCoinList.map((item) => item.value)).toEqual(['USD', 'CNY']),
    );
    expect(result.current.foldCoin?.code).toBe('usd');
    const expected = (rates.body as { data: { rate: Record<string, unknown> } }).data.rate.usd;
    await waitFor(() => expect(result.current.rate).toEqual(expected));
  });

  it('falls back to the first list item when the stored fiat is not offered', async () => {
    window.localStorage.setItem('foldCoin', 'jpy');
    mockApi({ [pathOf('getFiatCoinList')]: fiatList, [pathOf('getRate')]: rates });
    const { result } = renderHook(useFiat, { wrapper });
    await waitFor(() => expect(result.current.foldCoin?.code).toBe('usd'));
    expect(result.current.foldCoinList[0]?.code).toBe('usd');
  });

  it("asks for the preferred fiat's rate beside the list, and takes it when the list chooses that fiat", async () => {
    const fetchMock = mockApi({ [pathOf('getFiatCoinList')]: fiatList, [pathOf('getRate')]: rates });
    const list = holdAnswers(fetchMock, pathOf('getFiatCoinList'));
    const { result } = renderHook(useFiat, { wrapper });
    await waitFor(() => expect(callsTo(fetchMock, 'getRate')).toHaveLength(1));
    expect(list.calls()).toBe(1);
    expect(result.current.rate).toBeUndefined();
    list.release();
    await waitFor(() => expect(result.current.rate).toBeDefined());
    expect(result.current.foldCoin?.code).toBe('usd');
    expect(callsTo(fetchMock, 'getRate')).toHaveLength(1);
  });

  it('asks for the rate of the fiat the list chooses when it is not the preferred one', async () => {
    window.localStorage.setItem('foldCoin', 'jpy');
    const fetchMock = mockApi({ [pathOf('getFiatCoinList')]: fiatList, [pathOf('getRate')]: rates });
    const { result } = renderHook(useFiat, { wrapper });
    await waitFor(() => expect(result.current.rate).toBeDefined());
    expect(result.current.foldCoin?.code).toBe('usd');
    expect(callsTo(fetchMock, 'getRate')).toHaveLength(2);
    expect(lastBodySentTo(fetchMock, 'getRate')).toMatchObject({ fiat: 'usd' });
    expect(result.current.failure).toBeNull();
  });
});
