import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contractExample } from '../../test-utils/contract-examples';
import { loggedInApi, mockApi } from '../../test-utils/mock-api';
import { errorAnswer, SERVER_BUSY } from '../../test-utils/screen-kit';
import {
  callsTo,
  CONFIG,
  kyc,
  lastBodySentTo,
  LONG,
  openKyc,
  SINGPASS_SUBMIT,
  SINGPASS_VERIFY,
  STATUS,
} from './kyc-kit';

const RETURN = 'idAuth?code=8c5a1f0e-2b7d-4c39-9e61-0f4d2a7b3c18&state=b6f2d94e1c0a4f7e';
const singPassUrl = () =>
  (contractExample('kyc', 'configAll') as { data: { singPassAuthUrl: string } }).data.singPassAuthUrl;
const confirm = () => screen.findByRole('button', { name: 'Confirm and submit' }, LONG);

describe('/personal/idAuth Singpass (Myinfo) and the offered ways (spec §3, §4, §8)', () => {
  it('spec §3 getKycConfig default: Singpass, ID check and the form are all offered', async () => {
    openKyc('idAuth', { [STATUS]: kyc('notStarted'), [CONFIG]: kyc('configAll') });
    const singPass = await screen.findByRole('link', { name: 'Verify with Singpass' }, LONG);
    expect(singPass).toHaveAttribute('href', singPassUrl());
    expect(screen.getByRole('link', { name: 'Verify with an ID check' })).toHaveAttribute(
      'href',
      '/en_US/personal/sumsub',
    );
    expect(await screen.findByRole('button', { name: 'Submit for review' }, LONG)).toBeInTheDocument();
    // The first render of the lazy screen and its form chunks is slow on a busy machine.
  }, 60_000);

  it('spec §3 getKycConfig individualOnly: no Singpass, ID check and form offered', async () => {
    openKyc('idAuth', { [STATUS]: kyc('notStarted'), [CONFIG]: kyc('configIndividualOnly') });
    expect(await screen.findByRole('link', { name: 'Verify with an ID check' }, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Verify with Singpass' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Submit for review' }, LONG)).toBeInTheDocument();
  });

  it('spec §3 getKycConfig manualOnly: only the form', async () => {
    openKyc('idAuth', { [STATUS]: kyc('notStarted'), [CONFIG]: kyc('configManualOnly') });
    expect(await screen.findByRole('button', { name: 'Submit for review' }, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-providers')).not.toBeInTheDocument();
  });

  it('spec §3 getKycConfig individualDisabled: says individual verification is not offered', async () => {
    openKyc('idAuth', { [STATUS]: kyc('notStarted'), [CONFIG]: kyc('configIndividualDisabled') });
    expect(await screen.findByTestId('kyc-individual-closed', undefined, LONG)).toHaveTextContent(
      'Individual verification is not offered at the moment.',
    );
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('spec §8: getKycConfig failing shows the error with a retry that loads the options', async () => {
    const user = userEvent.setup();
    openKyc('idAuth', { [STATUS]: kyc('notStarted'), [CONFIG]: SERVER_BUSY });
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
    mockApi({ ...loggedInApi('kycUnknown'), [STATUS]: kyc('notStarted'), [CONFIG]: kyc('configAll') });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Verify with Singpass' }, LONG)).toBeInTheDocument();
  });

  it('spec §3: back from Singpass, the Myinfo data is shown, confirmed and approved', async () => {
    const user = userEvent.setup();
    const { fetchMock, app } = openKyc(RETURN, {
      [STATUS]: kyc('notStarted'),
      [CONFIG]: kyc('configAll'),
      [SINGPASS_VERIFY]: kyc('singPassVerified'),
      [SINGPASS_SUBMIT]: kyc('singaporeApproved'),
    });
    await user.click(await confirm());
    expect(lastBodySentTo(fetchMock, SINGPASS_VERIFY)).toMatchObject({
      code: '8c5a1f0e-2b7d-4c39-9e61-0f4d2a7b3c18',
      state: 'b6f2d94e1c0a4f7e',
    });
    expect(callsTo(fetchMock, SINGPASS_VERIFY)).toHaveLength(1);
    expect(await screen.findByTestId('kyc-approved', undefined, LONG)).toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, SINGPASS_SUBMIT)).toMatchObject({
      authToken: 'mi_7f3b2c9d4e1a48b6a0c5d2e9f1b7c3a8',
    });
    // The approval shows from the submission's answer; the address drops ?code=&state= in the router's
    // own update, which a loaded machine may commit after it.
    await waitFor(() => expect(app.location()).toBe('/en_US/personal/idAuth'), LONG);
  });

  it('spec §3, §4 pending: the Myinfo data shown, then queued for review', async () => {
    const user = userEvent.setup();
    openKyc(RETURN, {
      [STATUS]: kyc('notStarted'),
      [SINGPASS_VERIFY]: kyc('singPassVerified'),
      [SINGPASS_SUBMIT]: kyc('singaporePending'),
    });
    const person = await screen.findByTestId('singpass-person', undefined, LONG);
    expect(person).toHaveTextContent('TAN WEI JIE DANIEL');
    expect(person).toHaveTextContent('S****567D');
    expect(person).toHaveTextContent('55 Tiong Bahru Road');
    await user.click(await confirm());
    expect(await screen.findByTestId('kyc-pending', undefined, LONG)).toBeInTheDocument();
  });

  it('spec §8 SINGPASS_AUTH_FAILED: translated, and start again shows the ways to verify', async () => {
    const user = userEvent.setup();
    const { app } = openKyc(RETURN, {
      [STATUS]: kyc('notStarted'),
      [CONFIG]: kyc('configAll'),
      [SINGPASS_VERIFY]: kyc('singPassAuthFailed'),
    });
    expect(await screen.findByTestId('singpass-failed', undefined, LONG)).toHaveTextContent(
      'Singpass authorisation failed or was cancelled. Please start again.',
    );
    await user.click(screen.getByRole('button', { name: 'Start again with Singpass' }));
    expect(await screen.findByRole('link', { name: 'Verify with Singpass' }, LONG)).toBeInTheDocument();
    expect(app.location()).toBe('/en_US/personal/idAuth');
  });

  it('spec §8 SINGPASS_AUTH_EXPIRED, in Chinese: translated, with start again', async () => {
    const user = userEvent.setup();
    openKyc(
      RETURN,
      {
        [STATUS]: kyc('notStarted'),
        [CONFIG]: kyc('configAll'),
        [SINGPASS_VERIFY]: kyc('singPassVerified'),
        [SINGPASS_SUBMIT]: kyc('singPassAuthExpired'),
      },
      { lang: 'zh_CN' },
    );
    await user.click(await screen.findByRole('button', { name: '确认并提交' }, LONG));
    expect(await screen.findByTestId('singpass-failed', undefined, LONG)).toHaveTextContent(
      '您的 Myinfo 信息已过期，请重新通过 Singpass 获取。',
    );
    await user.click(screen.getByRole('button', { name: '重新使用 Singpass 认证' }));
    expect(await screen.findByRole('link', { name: '使用 Singpass 认证' }, LONG)).toBeInTheDocument();
  });

  it('spec §8 KYC_ALREADY_IN_PROGRESS on confirm: the server message with a retry back to the data', async () => {
    const user = userEvent.setup();
    openKyc(RETURN, {
      [STATUS]: kyc('notStarted'),
      [SINGPASS_VERIFY]: kyc('singPassVerified'),
      [SINGPASS_SUBMIT]: kyc('kycAlreadyInProgress'),
    });
    await user.click(await confirm());
    const message = String((kyc('kycAlreadyInProgress').body as { message: string }).message);
    expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await confirm()).toBeInTheDocument();
  });

  it.each(['KYC_ALREADY_VERIFIED', 'VERIFICATION_TYPE_ALREADY_STARTED'])(
    'spec §8 %s on confirm: the server message, the Myinfo data kept behind a retry',
    async (code) => {
      const user = userEvent.setup();
      openKyc(RETURN, {
        [STATUS]: kyc('notStarted'),
        [SINGPASS_VERIFY]: kyc('singPassVerified'),
        [SINGPASS_SUBMIT]: kyc(
          code === 'KYC_ALREADY_VERIFIED' ? 'kycAlreadyVerified' : 'corporateAlreadyStarted',
        ),
      });
      await user.click(await confirm());
      expect(await screen.findByTestId('singpass-failed', undefined, LONG)).toHaveTextContent(
        String(
          (
            kyc(code === 'KYC_ALREADY_VERIFIED' ? 'kycAlreadyVerified' : 'corporateAlreadyStarted').body as {
              message: string;
            }
          ).message,
        ),
      );
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByTestId('singpass-person', undefined, LONG)).toHaveTextContent(
        'TAN WEI JIE DANIEL',
      );
    },
  );

  it('spec §8 INVALID_PARAMETER from verifySingPassAuth: shown with a retry that asks again', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openKyc(RETURN, {
      [STATUS]: kyc('notStarted'),
      [SINGPASS_VERIFY]: errorAnswer('INVALID_PARAMETER', 422),
    });
    const failed = await screen.findByTestId('singpass-failed', undefined, LONG);
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('singpass-failed', undefined, LONG);
    expect(callsTo(fetchMock, SINGPASS_VERIFY)).toHaveLength(2);
  });
});
