import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { atPhoneWidth } from '../../../test-utils/phone-width';
import { at, example, LONG, openRecords } from './records-kit';
import { pathOf } from '../../../test-utils/screen-kit';

// spec §1, §3 login/security history: at 390 px each record is a card, its status and actions in view.
let restore: () => void;
beforeEach(() => {
  restore = atPhoneWidth();
});
afterEach(() => restore());

describe('spec §1: the personal records at phone width', () => {
  it('safety record: a card a login with its IP and status, no table', async () => {
    openRecords('safetyRecord', { [pathOf('listLoginHistory')]: example('security', 'loginHistory') });
    const list = await screen.findByTestId('row-cards', {}, LONG);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(list).getAllByRole('listitem');
    const failed = cards.find((card) => within(card).queryByText('Failed')) as HTMLElement;
    expect(within(failed).getByText('Status')).toBeInTheDocument();
    expect(within(failed).getByText('IP address')).toBeInTheDocument();
  });

  it('blacklist in Chinese: a card each with its Unblock button named', async () => {
    openRecords('blacklist', { '/otc/blacklist/list': example('profile', 'blacklist') }, { lang: 'zh_CN' });
    const cards = await screen.findAllByTestId('blacklist-row', {}, LONG);
    expect(at(cards, 0).tagName).toBe('LI');
    expect(within(at(cards, 0)).getByRole('button', { name: '解除拉黑' })).toBeInTheDocument();
  });
});
