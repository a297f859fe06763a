import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { calledPaths, exampleAnswer, LONG } from '../../../test-utils/screen-kit';
import { openWithdraw, PATHS, typeCodes } from './withdraw-kit';

async function tryAmount(amount: string, next = 'Continue') {
  const user = userEvent.setup();
  await user.type(await screen.findByTestId('internalTransfer_account', {}, LONG), '10031502');
  await user.type(screen.getByTestId('internalTransfer_amount'), amount);
  await typeCodes(user, 'internalTransfer');
  await user.click(screen.getByRole('button', { name: next }));
}

describe('/assets/withdraw internal transfer: the amount (spec §5 amount rules)', () => {
  it('shows the available balance of the coin', async () => {
    openWithdraw('transfer');
    expect(await screen.findByTestId('transfer-available', {}, LONG)).toHaveTextContent(
      'Available: 10,250.420000 USDT',
    );
  });

  it.each([
    ['0', 'The amount must be greater than 0'],
    ['20000', 'The amount is more than your available balance'],
  ])(
    '%s is refused beside the amount, before the recipient check or the confirmation',
    async (amount, text) => {
      const { fetchMock } = openWithdraw('transfer', {
        [PATHS.recipient]: exampleAnswer('funds', 'recipient'),
      });
      await tryAmount(amount);
      await waitFor(() =>
        expect(screen.getByTestId('internalTransfer_amount')).toHaveAccessibleDescription(text),
      );
      expect(screen.queryByTestId('transfer-confirm')).not.toBeInTheDocument();
      expect(calledPaths(fetchMock)).not.toContain(PATHS.recipient);
    },
  );

  it('in Chinese: the balance and the refusal of 0', async () => {
    openWithdraw('transfer', {}, { lang: 'zh_CN' });
    expect(await screen.findByTestId('transfer-available', {}, LONG)).toHaveTextContent(
      '可用：10,250.420000 USDT',
    );
    await tryAmount('0', '下一步');
    await waitFor(() =>
      expect(screen.getByTestId('internalTransfer_amount')).toHaveAccessibleDescription('金额必须大于 0'),
    );
  });
});
