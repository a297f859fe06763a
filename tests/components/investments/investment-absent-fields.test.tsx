import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractExample } from '../../test-utils/contract-examples';
import { assets, BALANCES, DETAIL, inv, LIST, LONG, openInvestments } from './investments-kit';

// Rule of the contract (design.md "The contract"): an answer field not required may be absent, and the
// screen shows '--', hides the row or says the figure is unavailable, never junk nor a guessed state.
type Envelope = { data: Record<string, unknown> };
const JUNK = /undefined|NaN|Invalid Date|\bnull\b|\[object Object\]|investments:|categories\.|distribution\./;

const pick = (from: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in from).map((key) => [key, from[key]]));

/** The product of an example with only the given fields (the required four unless told). */
function productWith(keys: string[], extra: Record<string, unknown> = {}) {
  const body = contractExample('investments', 'productInSubscription') as Envelope;
  return { body: { ...body, data: { ...pick(body.data, keys), ...extra } } };
}
const REQUIRED = ['symbol', 'issueUnitPrice', 'precision', 'status'];

const bodyText = () => document.body.textContent ?? '';

describe('investments with only the fields the contract requires', () => {
  it('/investments: a card of a symbol alone is titled by it, its figures --, no badge nor bar', async () => {
    const list = contractExample('investments', 'productList') as { data: { items: { symbol: string }[] } };
    const thin = {
      ...list,
      data: { ...list.data, items: list.data.items.map(({ symbol }) => ({ symbol })) },
    };
    openInvestments('investments', { [LIST]: { body: thin } });
    const cards = await screen.findAllByTestId('product-card', undefined, LONG);
    expect(cards).toHaveLength(3);
    const card = within(cards[0]!);
    expect(card.getByRole('link', { name: 'HOR' })).toHaveAttribute('href', '/en_US/investmentDetail/HOR');
    const value = (label: string) => card.getByText(label).nextElementSibling?.textContent;
    expect(value('Category')).toBe('--');
    expect(value('Region')).toBe('--');
    expect(value('Minimum subscription')).toBe('--');
    expect(value('Network')).toBe('--');
    expect(card.getByText('Expected annual return').previousElementSibling).toHaveTextContent('--');
    expect(card.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(card.queryByText('In subscription')).not.toBeInTheDocument();
    expect(bodyText()).not.toMatch(JUNK);
  });

  it('/investmentDetail: the symbol heads the page, every absent fact shows --, the tabs say no data', async () => {
    const user = userEvent.setup();
    openInvestments('investmentDetail/HOR', { [DETAIL]: productWith(REQUIRED) });
    const facts = within(await screen.findByTestId('product-facts', undefined, LONG));
    expect(screen.getByRole('heading', { level: 1, name: 'HOR' })).toBeInTheDocument();
    expect(screen.queryByText(/^Issued by/)).not.toBeInTheDocument();
    const value = (label: string) => facts.getByText(label).nextElementSibling?.textContent;
    for (const label of [
      'Category',
      'Capital structure',
      'Product type',
      'Open to',
      'Region',
      'Network',
      'Distribution frequency',
      'Minimum subscription',
      'Created',
      'Contract address',
      'Compliance module',
    ])
      expect(value(label), label).toBe('--');
    // A state the answer gave still shows: the figures it does carry are not lost with the rest.
    expect(value('Issue unit price')).toBe('1.00');
    expect(bodyText()).not.toMatch(JUNK);
    for (const tab of ['Company members', 'Documents and videos', 'FAQ']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      expect((await screen.findAllByTestId('no-data')).length, tab).toBeGreaterThan(0);
    }
  });

  it('members, files and questions with their fields left out: --, numbered titles, unopenable ones hidden', async () => {
    const user = userEvent.setup();
    const answer = productWith(REQUIRED, {
      companyMembers: [{}, { name: 'Grace Lim' }],
      documents: [{ url: 'https://static.example.com/a.pdf' }, { name: 'No link' }],
      videos: [{ url: 'https://static.example.com/v.mp4' }],
      faq: [{ answer: 'An answer without its question' }, { question: 'Who may invest?' }],
    });
    openInvestments('investmentDetail/HOR', { [DETAIL]: answer });
    await screen.findByTestId('product-facts', undefined, LONG);
    await user.click(screen.getByRole('tab', { name: 'Company members' }));
    const members = await screen.findAllByTestId('team-member');
    expect(members.map((member) => member.textContent)).toEqual(['--', 'GLGrace Lim']);
    await user.click(screen.getByRole('tab', { name: 'Documents and videos' }));
    expect(await screen.findByRole('link', { name: 'Document 1' })).toHaveAttribute(
      'href',
      'https://static.example.com/a.pdf',
    );
    expect(screen.queryByText('No link')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Video 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'FAQ' }));
    await user.click(await screen.findByRole('button', { name: 'Who may invest?' }));
    expect(screen.queryByText('An answer without its question')).not.toBeInTheDocument();
    expect(bodyText()).not.toMatch(JUNK);
  });

  it('without the subscription coin the invest box says investing is unavailable, and offers no form', async () => {
    openInvestments(
      'investmentDetail/HOR',
      { [DETAIL]: productWith(REQUIRED), [BALANCES]: assets('tokenAccount') },
      { user: 'kycApproved' },
    );
    expect(await screen.findByTestId('subscription-unavailable', undefined, LONG)).toHaveTextContent(
      'Investing in this product is not available',
    );
    expect(screen.queryByRole('button', { name: 'Invest now' })).not.toBeInTheDocument();
  });

  it('with the coin but no minimum, the form quotes the amount and says nothing of a minimum', async () => {
    const user = userEvent.setup();
    openInvestments(
      'investmentDetail/HOR',
      {
        [DETAIL]: productWith([...REQUIRED, 'subscriptionCoin']),
        [BALANCES]: assets('tokenAccount'),
        [LIST]: inv('productList'),
      },
      { user: 'kycApproved' },
    );
    await user.click(await screen.findByRole('button', { name: 'Invest now' }, LONG));
    await user.type(await screen.findByLabelText(/^Amount to invest/, undefined, LONG), '5');
    await waitFor(() => expect(screen.getByTestId('quote-total')).toHaveTextContent(/^5(\.0+)? USDT$/));
    expect(screen.queryByText(/below the minimum/)).not.toBeInTheDocument();
    expect(bodyText()).not.toMatch(JUNK);
  });
});
