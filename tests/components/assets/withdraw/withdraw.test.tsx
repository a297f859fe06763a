import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  calledPaths,
  exampleAnswer,
  lastBodySentTo,
  LONG,
  SERVER_BUSY,
} from '../../../test-utils/screen-kit';
import { chooseNetwork, configWith, openWithdraw, PATHS, sendReviewed, typeCodes } from './withdraw-kit';

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

/** Fills the form on TRC20; `submit` goes to the review, `send` sends from it. */
async function fillWithdrawal(amount: string, { submit = true, send = false } = {}) {
  const user = userEvent.setup();
  const amountField = await screen.findByTestId('withdrawal_amount', {}, LONG);
  await chooseNetwork(user, 'withdrawal', 'TRC20');
  await user.type(screen.getByTestId('withdrawal_address'), ADDRESS);
  await user.type(amountField, amount);
  await typeCodes(user, 'withdrawal');
  if (submit) await user.click(screen.getByTestId('withdrawal-submit'));
  if (submit && send) await sendReviewed(user);
  return user;
}

describe('/assets/withdraw: the amount rules of spec §5 against the server limits', () => {
  it('shows the limits the server sent and the 24-hour manual processing (spec §9)', async () => {
    openWithdraw('withdraw');
    const limits = await screen.findByTestId('withdraw-limits', {}, LONG);
    expect(limits).toHaveTextContent('10,250.420000 USDT');
    expect(screen.getByTestId('limit-minAmount')).toHaveTextContent('10.000000 USDT');
    expect(screen.getByTestId('page-intro')).toHaveTextContent('within 24 hours');
  });

  it.each([
    [{}, '1', 'The amount must be more than the fee'],
    [{}, '20000', 'The amount is more than your available balance'],
    [{}, '10.99', 'The amount after the fee must be at least the minimum withdrawal'],
    [
      { available: '90000', remainingDailyLimit: '90000' },
      '50001',
      'The amount after the fee must be below the maximum for one withdrawal',
    ],
    [
      { remainingDailyLimit: '100' },
      '101',
      "The amount after the fee must be below what is left of today's limit",
    ],
  ])('with limits %o refuses %s before sending', async (limits, amount, message) => {
    const { fetchMock } = openWithdraw('withdraw', { [PATHS.config]: configWith(limits) });
    await fillWithdrawal(amount);
    await waitFor(() => expect(screen.getByTestId('withdrawal_amount')).toHaveAccessibleDescription(message));
    expect(calledPaths(fetchMock)).not.toContain(PATHS.submit);
  });

  it("says what arrives (amount − fee) and sends the server's fee; accepted → pending review", async () => {
    const { fetchMock } = openWithdraw('withdraw', {
      [PATHS.submit]: exampleAnswer('funds', 'withdrawSubmitted'),
    });
    const user = await fillWithdrawal('250', { submit: false });
    expect(screen.getByTestId('withdraw-receive')).toHaveTextContent('249.000000 USDT');
    await user.click(screen.getByTestId('withdrawal-submit'));
    await sendReviewed(user);
    const done = await screen.findByTestId('withdraw-submitted', {}, LONG);
    expect(done).toHaveTextContent('processed manually within 24 hours');
    expect(lastBodySentTo(fetchMock, PATHS.submit)).toMatchObject({
      symbol: 'USDT',
      chainName: 'TRC20',
      address: ADDRESS,
      amount: '250',
      fee: '1',
      smsValidCode: '135790',
      emailValidCode: '246801',
      googleCode: '507261',
    });
  });

  it('a server refusal names the limit, translated (WITHDRAW_DAILY_LIMIT_EXCEEDED)', async () => {
    openWithdraw('withdraw', { [PATHS.submit]: exampleAnswer('funds', 'withdrawDailyLimitExceeded') });
    await fillWithdrawal('250', { send: true });
    expect(
      await screen.findByText(
        "The amount after the fee must be below what is left of today's limit: 98,750.000000 USDT.",
        {},
        LONG,
      ),
    ).toBeInTheDocument();
  });

  it('in Chinese: the limits and a server refusal naming the limit', async () => {
    openWithdraw(
      'withdraw',
      { [PATHS.submit]: exampleAnswer('funds', 'withdrawAmountBelowMinimum') },
      { lang: 'zh_CN' },
    );
    expect(await screen.findByText('今日剩余额度', {}, LONG)).toBeInTheDocument();
    const user = userEvent.setup();
    await chooseNetwork(user, 'withdrawal', 'TRC20');
    await user.type(screen.getByTestId('withdrawal_address'), ADDRESS);
    await user.type(screen.getByTestId('withdrawal_amount'), '250');
    await typeCodes(user, 'withdrawal');
    await user.click(screen.getByTestId('withdrawal-submit'));
    await sendReviewed(user);
    expect(
      await screen.findByText('扣除手续费后的金额不得低于最小提币额 10.000000 USDT。', {}, LONG),
    ).toBeInTheDocument();
  });

  it('a memo coin needs the tag (getWithdrawConfig memoCoin)', async () => {
    const { fetchMock } = openWithdraw('withdraw', {
      [PATHS.config]: exampleAnswer('funds', 'withdrawConfigMemoCoin'),
    });
    await fillWithdrawal('100');
    await waitFor(() =>
      expect(screen.getByTestId('withdrawal_tag')).toHaveAccessibleDescription('This field is required'),
    );
    expect(calledPaths(fetchMock)).not.toContain(PATHS.submit);
  });
});

describe('/assets/withdraw: locks, freezes and failures (spec §8, §9)', () => {
  it('within 48 hours of a security change: the lock notice and no form', async () => {
    openWithdraw('withdraw', { [PATHS.config]: exampleAnswer('funds', 'withdrawConfigLocked') });
    const locked = await screen.findByTestId('withdraw-locked', {}, LONG);
    expect(locked).toHaveTextContent('48 hours');
    expect(screen.queryByTestId('withdrawal_amount')).not.toBeInTheDocument();
  });

  it('frozen after wrong identity answers: until when', async () => {
    openWithdraw('withdraw', { [PATHS.config]: exampleAnswer('funds', 'withdrawConfigFrozen') });
    expect(await screen.findByTestId('withdraw-frozen', {}, LONG)).toHaveTextContent('frozen until');
  });

  it('KYC_REQUIRED: the message and the way to KYC', async () => {
    openWithdraw('withdraw', { [PATHS.config]: exampleAnswer('funds', 'kycRequired') });
    const link = await screen.findByRole('link', { name: 'Complete identity verification' }, LONG);
    expect(link).toHaveAttribute('href', '/en_US/personal/kycEnter');
  });

  it('a failed load offers Retry, which loads the form', async () => {
    const user = userEvent.setup();
    const { answers } = openWithdraw('withdraw', { [PATHS.config]: SERVER_BUSY });
    const retry = await screen.findByRole('button', { name: 'Retry' }, LONG);
    answers[PATHS.config] = exampleAnswer('funds', 'withdrawConfig');
    await user.click(retry);
    expect(await screen.findByTestId('withdrawal_amount', {}, LONG)).toBeInTheDocument();
  });
});

describe('/assets/withdraw: identity questions (spec §8)', () => {
  it(
    'wrong answers show the attempts left; the last one freezes withdrawals and the screen exits',
    { timeout: 30_000 },
    async () => {
      const { answers } = openWithdraw('withdraw', {
        [PATHS.submit]: exampleAnswer('funds', 'withdrawIdentityCheckRequired'),
        [PATHS.identityInfo]: exampleAnswer('funds', 'identityInfo'),
        [PATHS.identityCheck]: exampleAnswer('funds', 'identityCheckFailed'),
      });
      const user = await fillWithdrawal('250', { send: true });
      const attempts = await screen.findByTestId('identity-attempts', {}, LONG);
      expect(attempts).toHaveTextContent('Attempts left: 3 of 3.');
      expect(attempts).toHaveTextContent('withdrawals are frozen for 24 hours');
      await user.type(screen.getByTestId('withdrawIdentityCheck_userName'), 'Emily Carter');
      await user.type(screen.getByTestId('withdrawIdentityCheck_idNumber'), 'K000');
      await user.click(screen.getByTestId('withdrawIdentityCheck-submit'));
      expect(
        await screen.findByText('The name or document number is incorrect. Attempts left: 2.', {}, LONG),
      ).toBeInTheDocument();
      expect(screen.getByTestId('identity-attempts')).toHaveTextContent('Attempts left: 2 of 3.');
      answers[PATHS.identityCheck] = exampleAnswer('funds', 'identityCheckFrozen');
      await user.click(screen.getByTestId('withdrawIdentityCheck-submit'));
      const frozen = await screen.findByTestId('identity-frozen', {}, LONG);
      expect(frozen).toHaveTextContent('frozen for 24 hours');
      expect(frozen).toHaveTextContent('This screen closes in 5 s.');
      // Spec §8: the screen exits by itself; back on the withdraw tab the config says frozen.
      answers[PATHS.config] = exampleAnswer('funds', 'withdrawConfigFrozen');
      expect(await screen.findByTestId('withdraw-frozen', {}, LONG)).toBeInTheDocument();
      expect(screen.queryByTestId('identity-frozen')).not.toBeInTheDocument();
    },
  );

  it('Back leaves the questions for the withdrawal form', async () => {
    openWithdraw('withdraw', {
      [PATHS.submit]: exampleAnswer('funds', 'withdrawIdentityCheckRequired'),
      [PATHS.identityInfo]: exampleAnswer('funds', 'identityInfo'),
    });
    const user = await fillWithdrawal('250', { send: true });
    await screen.findByTestId('identity-attempts', {}, LONG);
    await user.click(screen.getByRole('button', { name: 'Back to the withdrawal form' }));
    expect(await screen.findByTestId('withdrawal_amount', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('identity-attempts')).not.toBeInTheDocument();
  });

  it('a right answer completes the withdrawal', async () => {
    openWithdraw('withdraw', {
      [PATHS.submit]: exampleAnswer('funds', 'withdrawIdentityCheckRequired'),
      [PATHS.identityInfo]: exampleAnswer('funds', 'identityInfoLastAttempt'),
      [PATHS.identityCheck]: exampleAnswer('funds', 'success'),
    });
    const user = await fillWithdrawal('250', { send: true });
    expect(await screen.findByTestId('identity-attempts', {}, LONG)).toHaveTextContent(
      'Attempts left: 1 of 3.',
    );
    await user.type(screen.getByTestId('withdrawIdentityCheck_userName'), 'Emily Carter');
    await user.type(screen.getByTestId('withdrawIdentityCheck_idNumber'), 'K4827719');
    await user.click(screen.getByTestId('withdrawIdentityCheck-submit'));
    expect(await screen.findByTestId('withdraw-submitted', {}, LONG)).toBeInTheDocument();
  });
});
