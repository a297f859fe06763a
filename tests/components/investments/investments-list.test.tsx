import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractExample } from '../../test-utils/contract-examples';
import { mockApi, visitorApi } from '../../test-utils/mock-api';
import { callsTo, failed, inv, LIST, lastBodySentTo, LONG, openInvestments } from './investments-kit';

describe('/investments list (spec §2 public, §3 card fields, §9 categories, §4 states)', () => {
  it('shows each product card with issuer, category, return, region, minimum, total, unit price, network', async () => {
    openInvestments('investments', { [LIST]: inv('productList') });
    const cards = await screen.findAllByTestId('product-card', undefined, LONG);
    expect(cards).toHaveLength(3);
    const hor = within(cards[0] as HTMLElement);
    expect(hor.getByRole('link', { name: 'Harbourfront Office REIT Token' })).toHaveAttribute(
      'href',
      '/en_US/investmentDetail/HOR',
    );
    expect(hor.getByText('Harbourfront Real Estate Fund VCC')).toBeInTheDocument();
    expect(hor.getByText('Real estate')).toBeInTheDocument();
    expect(hor.getByText('7.20 %')).toBeInTheDocument();
    expect(hor.getByText('Singapore')).toBeInTheDocument();
    expect(hor.getByText('1,000 USDT')).toBeInTheDocument();
    expect(hor.getByText('5,000,000')).toBeInTheDocument();
    expect(hor.getByText(/^1(\.0+)? USDT$/)).toBeInTheDocument();
    expect(hor.getByText('Ethereum')).toBeInTheDocument();
    expect(hor.getByText('In subscription')).toBeInTheDocument();
    expect(within(cards[2] as HTMLElement).getByText('Subscription ended')).toBeInTheDocument();
  });

  it('filters by category and state: the request carries them, the address keeps them', async () => {
    const user = userEvent.setup();
    const { app } = openInvestments('investments', { [LIST]: inv('productList') });
    await screen.findAllByTestId('product-card', undefined, LONG);
    const fetchMock = mockApi({ ...visitorApi(), [LIST]: inv('productListRealEstate') });
    await user.selectOptions(screen.getByLabelText('Category'), 'Real estate');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(lastBodySentTo(fetchMock, LIST)).toMatchObject({ category: 'real_estate', page: 1 });
    await user.selectOptions(screen.getByLabelText('Subscription status'), 'In subscription');
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, LIST)).toMatchObject({
        category: 'real_estate',
        status: 'in_subscription',
      }),
    );
    expect(app.location()).toBe('/en_US/investments?category=real_estate&status=in_subscription');
  });

  it('spec §4 table sort: expected return ascending, descending, then unsorted', async () => {
    const user = userEvent.setup();
    const { fetchMock, app } = openInvestments('investments', { [LIST]: inv('productList') });
    await screen.findAllByTestId('product-card', undefined, LONG);
    const sortButton = () => screen.getByRole('button', { name: /^Sort by Expected annual return/ });
    expect(sortButton()).toHaveAccessibleName('Sort by Expected annual return, not sorted');
    await user.click(sortButton());
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, LIST)).toMatchObject({ sortBy: 'expectedReturn', sortOrder: 'asc' }),
    );
    await user.click(sortButton());
    await waitFor(() =>
      expect(lastBodySentTo(fetchMock, LIST)).toMatchObject({ sortBy: 'expectedReturn', sortOrder: 'desc' }),
    );
    expect(app.location()).toBe('/en_US/investments?sortBy=expectedReturn&sortOrder=desc');
    expect(sortButton()).toHaveAccessibleName('Sort by Expected annual return, descending');
    await user.click(sortButton());
    await waitFor(() => expect(app.location()).toBe('/en_US/investments'));
    expect(lastBodySentTo(fetchMock, LIST)).not.toHaveProperty('sortBy');
  });

  it('shows "no data" when nothing matches (spec §8)', async () => {
    openInvestments('investments?category=hedge_fund', { [LIST]: inv('productListEmpty') });
    expect(await screen.findByTestId('no-data', undefined, LONG)).toHaveTextContent('No data');
    expect(screen.getByLabelText('Category')).toHaveValue('hedge_fund');
  });

  it('a failed load says why and retries', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openInvestments('investments', {
      [LIST]: failed('SYSTEM_ERROR', 'Service temporarily unavailable'),
    });
    const alert = await screen.findByRole('alert', undefined, LONG);
    expect(alert).toHaveTextContent('Service temporarily unavailable');
    mockApi({ ...visitorApi(), [LIST]: inv('productList') });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('product-card', undefined, LONG)).toHaveLength(3);
    expect(callsTo(fetchMock, LIST)).toHaveLength(1);
  });

  it('reads in Chinese', async () => {
    openInvestments('investments', { [LIST]: inv('productList') }, { lang: 'zh_CN' });
    const cards = await screen.findAllByTestId('product-card', undefined, LONG);
    expect(within(cards[0] as HTMLElement).getByText('房地产')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('认购中')).toBeInTheDocument();
    expect(screen.getByLabelText('类别')).toBeInTheDocument();
  });

  it('spec §3: the region reads in Chinese by its value; a region we have no words for as the server wrote it', async () => {
    const body = structuredClone(contractExample('investments', 'productList')) as {
      data: { items: { region: string }[] };
    };
    body.data.items[1]!.region = 'Atlantis';
    openInvestments('investments', { [LIST]: { body } }, { lang: 'zh_CN' });
    const cards = (await screen.findAllByTestId('product-card', undefined, LONG)).map((card) => within(card));
    expect(cards[0]!.getByText('新加坡')).toBeInTheDocument();
    expect(cards[1]!.getByText('Atlantis')).toBeInTheDocument();
    expect(cards[2]!.getByText('中国香港特别行政区')).toBeInTheDocument();
    expect(screen.queryByText('Singapore')).toBeNull();
  });
});
