import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at, LONG, openRecords } from './records-kit';

// design.md "The contract": a backend of the family may leave out every field the contract only assumed.
// What is absent shows '--' or hides the action that needs it; it never reads as a state.
const RECEIVING_LIST = '/otc/payment/find';
const page = (items: unknown[]) => ({
  body: { code: 'SUCCESS', message: 'success', data: { page: 1, pageSize: 20, items } },
});

describe('/personal/apiKeys with fields absent', () => {
  it("shows '--' for an absent access key, IP list and time, and 'none' only for an empty IP list", async () => {
    openRecords('apiKeys', {
      '/openapi/my_api_list': page([{ id: 3107 }, { id: 3108, label: 'Bot', apiKey: 'ak-1', ip: '' }]),
    });
    const rows = await screen.findAllByTestId('api-key-row', {}, LONG);
    const bare = at(rows, 0);
    expect(bare).toHaveTextContent('Access key: --');
    expect(bare).toHaveTextContent('Bound IPs: --');
    expect(bare).not.toHaveTextContent('none');
    expect(bare).toHaveTextContent('Created --');
    expect(bare.textContent).not.toMatch(/undefined|NaN|Invalid Date|null/);
    expect(at(rows, 1)).toHaveTextContent('Bound IPs: none');
  });

  it('offers no edit or delete for a key the answer gives no id for', async () => {
    openRecords('apiKeys', {
      '/openapi/my_api_list': page([
        { label: 'No id', apiKey: 'ak-2', ip: '' },
        { id: 3107, label: 'Has id' },
      ]),
    });
    const rows = await screen.findAllByTestId('api-key-row', {}, LONG);
    expect(within(at(rows, 0)).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(at(rows, 0)).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(at(rows, 1)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe('editing an API key answered without its IP list', () => {
  it('is refused with the reason, since an update replaces the bound IPs with what it sends', async () => {
    openRecords('apiKeys', {
      '/openapi/my_api_list': page([{ id: 3107, label: 'Bot', apiKey: 'ak-1', ip: '1.2.3.4' }]),
      '/openapi/open_api_one': {
        body: { code: 'SUCCESS', message: 'success', data: { id: 3107, label: 'Bot' } },
      },
    });
    const rows = await screen.findAllByTestId('api-key-row', {}, LONG);
    within(at(rows, 0)).getByRole('button', { name: 'Edit' }).click();
    expect(await screen.findByTestId('api-key-ips-unavailable', {}, LONG)).toHaveTextContent(
      'cannot be edited now',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('/personal/blacklist with fields absent', () => {
  it("shows '--' for an absent nickname and offers no unblock without a uid", async () => {
    openRecords('blacklist', {
      '/otc/blacklist/list': page([{ nickName: 'Kai' }, { uid: 10051377 }]),
    });
    const rows = await screen.findAllByTestId('blacklist-row', {}, LONG);
    expect(within(at(rows, 0)).queryByRole('button', { name: 'Unblock' })).not.toBeInTheDocument();
    expect(at(rows, 1)).toHaveTextContent('--');
    expect(within(at(rows, 1)).getByRole('button', { name: 'Unblock' })).toBeInTheDocument();
    for (const row of rows) expect(row.textContent).not.toMatch(/undefined|NaN|Invalid Date|null/);
  });
});

describe('/personal/receivingAccount with fields absent', () => {
  it("shows '--' for an absent kind, holder and account, and no on/off switch without the state", async () => {
    openRecords('receivingAccount', {
      [RECEIVING_LIST]: page([{ id: 7 }]),
    });
    const [row] = await screen.findAllByTestId('payment-method-row', {}, LONG);
    expect(row).toHaveTextContent('--');
    expect(within(row!).queryByRole('switch')).not.toBeInTheDocument();
    expect(row!.textContent).not.toMatch(/undefined|NaN|Invalid Date|null|payTypes/);
  });
});
