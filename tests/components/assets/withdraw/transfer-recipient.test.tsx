import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleAnswer, LONG } from '../../../test-utils/screen-kit';
import { openWithdraw, PATHS, typeCodes } from './withdraw-kit';

const user = () => userEvent.setup();

describe('/assets/withdraw internal transfer: the recipient by mode (spec §4, §5)', () => {
  it('phone mode: the recipient is marked required', async () => {
    const u = user();
    openWithdraw('transfer');
    await u.click(await screen.findByRole('radio', { name: 'Phone number' }, LONG));
    const account = await screen.findByTestId('internalTransfer_account');
    expect(account).toBeRequired();
  });

  it('phone mode: a wrong recipient is told as a phone number, not an email or UID', async () => {
    const u = user();
    openWithdraw('transfer');
    await u.click(await screen.findByRole('radio', { name: 'Phone number' }, LONG));
    await u.type(screen.getByTestId('internalTransfer_countryCode'), '86');
    await u.type(screen.getByTestId('internalTransfer_account'), 'abc@x');
    await u.type(screen.getByTestId('internalTransfer_amount'), '5');
    await typeCodes(u, 'internalTransfer');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByTestId('internalTransfer_account')).toHaveAccessibleDescription(
        'Enter a valid phone number',
      ),
    );
  });

  it('a filled recipient survives a look at another mode, and is not said to be missing', async () => {
    const u = user();
    openWithdraw('transfer', { [PATHS.recipient]: exampleAnswer('funds', 'recipient') });
    await u.type(await screen.findByTestId('internalTransfer_account', {}, LONG), '10031502');
    await u.click(screen.getByRole('radio', { name: 'On chain (address)' }));
    await u.click(screen.getByRole('radio', { name: 'UID' }));
    expect(screen.getByTestId('internalTransfer_account')).toHaveValue('10031502');
    await u.type(screen.getByTestId('internalTransfer_amount'), '5');
    await typeCodes(u, 'internalTransfer');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('transfer-confirm', {}, LONG)).toBeInTheDocument();
  });

  it('a filled recipient is never said to be missing', async () => {
    const u = user();
    openWithdraw('transfer', { [PATHS.recipient]: exampleAnswer('funds', 'recipient') });
    await u.click(await screen.findByRole('radio', { name: 'Phone number' }, LONG));
    await u.type(screen.getByTestId('internalTransfer_countryCode'), '86');
    await u.type(screen.getByTestId('internalTransfer_account'), '13912345678');
    await u.type(screen.getByTestId('internalTransfer_amount'), '5');
    await typeCodes(u, 'internalTransfer');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('transfer-confirm', {}, LONG)).toBeInTheDocument();
  });

  it('Back from the confirmation keeps recipient, amount and codes', async () => {
    const u = user();
    openWithdraw('transfer', { [PATHS.recipient]: exampleAnswer('funds', 'recipient') });
    await u.type(await screen.findByTestId('internalTransfer_account', {}, LONG), '10031502');
    await u.type(screen.getByTestId('internalTransfer_amount'), '500');
    await typeCodes(u, 'internalTransfer');
    await u.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByTestId('transfer-confirm', {}, LONG);
    await u.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('internalTransfer_account', {}, LONG)).toHaveValue('10031502');
    expect(screen.getByTestId('internalTransfer_amount')).toHaveValue('500');
    expect(screen.getByTestId('internalTransfer_smsValidCode')).toHaveValue('135790');
  });

  it('in Chinese: the phone mode refusal speaks of a phone number', async () => {
    const u = user();
    openWithdraw('transfer', {}, { lang: 'zh_CN' });
    await u.click(await screen.findByRole('radio', { name: '手机号' }, LONG));
    await u.type(screen.getByTestId('internalTransfer_account'), 'abc@x');
    await u.tab();
    await waitFor(() =>
      expect(screen.getByTestId('internalTransfer_account')).toHaveAccessibleDescription(
        '请输入有效的手机号码',
      ),
    );
  });
});
