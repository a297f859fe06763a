import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleAnswer, lastBodySentTo, LONG, SERVER_BUSY } from '../../../test-utils/screen-kit';
import { openWithdraw, PATHS } from './withdraw-kit';

describe('/assets/withdraw records (spec §3 withdrawal record, §4 statuses)', () => {
  it('shows each status; only a withdrawal pending review can be cancelled', async () => {
    openWithdraw('records', { [PATHS.records]: exampleAnswer('funds', 'withdrawals') });
    const rows = await screen.findAllByTestId('withdrawal-row', {}, LONG);
    expect(rows.map((row) => within(row).getByTestId('withdrawal-status').textContent)).toEqual([
      'Pending review',
      'Succeeded',
      'Rejected',
    ]);
    expect(screen.getAllByRole('button', { name: 'Cancel withdrawal' })).toHaveLength(1);
    expect(rows[1]).toHaveTextContent('0x8ba1…BA72');
    expect(rows[1]).toHaveTextContent('2,500');
    expect(rows[2]).toHaveTextContent('Rejected: destination flagged by compliance screening.');
  });

  it('cancels after asking; ORDER_STATUS_INVALID is said in the dialog', async () => {
    const user = userEvent.setup();
    const { fetchMock, answers } = openWithdraw('records', {
      [PATHS.records]: exampleAnswer('funds', 'withdrawals'),
      [PATHS.cancel]: exampleAnswer('funds', 'orderStatusInvalid'),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel withdrawal' }, LONG));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'This withdrawal is no longer pending review, so it cannot be cancelled.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, PATHS.cancel)).toMatchObject({ withdrawId: 77120 });
    answers[PATHS.cancel] = exampleAnswer('funds', 'success');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('button', { name: 'Cancel withdrawal' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('no withdrawals: "No data"', async () => {
    openWithdraw('records', { [PATHS.records]: exampleAnswer('funds', 'withdrawalsEmpty') });
    expect(await screen.findByText('No data', {}, LONG)).toBeInTheDocument();
  });

  it('a failed list offers Retry', async () => {
    openWithdraw('records', { [PATHS.records]: SERVER_BUSY });
    expect(await screen.findByRole('button', { name: 'Retry' }, LONG)).toBeInTheDocument();
  });

  it('in Chinese', async () => {
    openWithdraw('records', { [PATHS.records]: exampleAnswer('funds', 'withdrawals') }, { lang: 'zh_CN' });
    expect(await screen.findByText('待审核', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('交易哈希')).toBeInTheDocument();
  });
});
