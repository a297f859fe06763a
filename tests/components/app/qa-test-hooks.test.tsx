import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getListInvestmentProductsQueryKey } from '@generated/hooks/investments/investments';
import { getGetUserInfoQueryKey } from '@generated/hooks/user/user';
import { mockApi, visitorApi } from '../../test-utils/mock-api';
import { renderApp } from '../../test-utils/render';
import { inv, LIST, LONG } from '../investments/investments-kit';

const hooks = async () => {
  await waitFor(() => expect(window.__qaTestHooks).toBeDefined(), LONG);
  return window.__qaTestHooks!;
};

// The browser tests open one screen after another in one tab through this hook (tests/e2e/page-pool.ts);
// each screen must open as on a first visit, or a failure injected into its call would hide behind the
// data an earlier visit left (spec §8 failure table).
describe('QA switch: the test hook opens a screen as on a first visit', () => {
  beforeEach(() => {
    window.__APP_CONFIG__ = { qaScenarios: true };
  });
  afterEach(() => {
    delete window.__APP_CONFIG__;
  });

  it('forgets the data no screen shows any more, so the next screen makes its calls afresh', async () => {
    mockApi({ ...visitorApi(), [LIST]: inv('productList') });
    const { queryClient } = renderApp('/en_US/investments');
    await screen.findAllByTestId('product-card', undefined, LONG);
    const products = () =>
      queryClient
        .getQueryCache()
        .find({ queryKey: getListInvestmentProductsQueryKey().slice(0, 2), exact: false });
    expect(products()).toBeDefined();

    const { open } = await hooks();
    act(() => open('/en_US/e2e-idle'));
    await screen.findByTestId('not-found');
    // The list left the screen but was still shown when the hook was called.
    expect(products()).toBeDefined();
    act(() => open('/en_US/e2e-idle-again'));
    expect(products()).toBeUndefined();
    expect(
      queryClient.getQueryCache().find({ queryKey: getGetUserInfoQueryKey().slice(0, 2), exact: false }),
    ).toBeDefined();
  });

  it('is not there with the QA switch off', async () => {
    window.__APP_CONFIG__ = { qaScenarios: false };
    mockApi({ ...visitorApi(), [LIST]: inv('productList') });
    renderApp('/en_US/investments');
    await screen.findAllByTestId('product-card', undefined, LONG);
    expect(window.__qaTestHooks).toBeUndefined();
  });
});
