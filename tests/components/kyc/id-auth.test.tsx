import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { individualKycForm } from '@schemas/kyc/individual-kyc';
import { callsTo, CONFIG, kyc, lastBodySentTo, LONG, openKyc, STATUS, SUBMIT_INDIVIDUAL } from './kyc-kit';

/** What the user typed and uploaded, as the form keeps it (spec §4 nothing typed is lost). */
const fillDraft = () =>
  window.sessionStorage.setItem('form-draft:kycIndividual', JSON.stringify(individualKycForm.sample));

describe('/personal/idAuth (spec §3 individual KYC, §4)', () => {
  it('spec §4 unknown: shows the form with the 3 to 7 working days; submit → pending', async () => {
    const user = userEvent.setup();
    fillDraft();
    const { fetchMock } = openKyc('idAuth', {
      [STATUS]: kyc('notStarted'),
      [CONFIG]: kyc('configManualOnly'),
      [SUBMIT_INDIVIDUAL]: kyc('individualSubmitted'),
    });
    expect(await screen.findByText(/Review takes 3 to 7 working days/, {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByTestId('kyc-pending', undefined, LONG)).toHaveTextContent(
      '3 to 7 working days',
    );
    expect(lastBodySentTo(fetchMock, SUBMIT_INDIVIDUAL)).toMatchObject(individualKycForm.sample as object);
    // The overview and user info are asked again, so header and guards follow without a reload.
    await waitFor(() => expect(callsTo(fetchMock, STATUS).length).toBeGreaterThan(1));
    await waitFor(() => expect(callsTo(fetchMock, 'getUserInfo').length).toBeGreaterThan(1));
  });

  it('spec §4: switching type after corporate has started is refused by the server and shown', async () => {
    const user = userEvent.setup();
    fillDraft();
    openKyc('idAuth', {
      [STATUS]: kyc('notStarted'),
      [CONFIG]: kyc('configManualOnly'),
      [SUBMIT_INDIVIDUAL]: kyc('corporateAlreadyStarted'),
    });
    await user.click(await screen.findByRole('button', { name: 'Submit for review' }, LONG));
    const message = String((kyc('corporateAlreadyStarted').body as { message: string }).message);
    expect(await screen.findByText(message, {}, LONG)).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveValue(individualKycForm.sample?.name);
  });

  it('spec §4 pending: says it is under review, no form', async () => {
    openKyc('idAuth', { [STATUS]: kyc('individualInProgress') }, { user: 'kycPending' });
    expect(await screen.findByTestId('kyc-pending', undefined, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });

  it('spec §4 approved: says verified', async () => {
    openKyc('idAuth', { [STATUS]: kyc('individualVerified') }, { user: 'kycApproved' });
    expect(await screen.findByTestId('kyc-approved', undefined, LONG)).toBeInTheDocument();
  });

  it('spec §4 rejected: shows the reason and a resubmit that opens the form', async () => {
    const user = userEvent.setup();
    openKyc(
      'idAuth',
      { [STATUS]: kyc('individualRejected'), [CONFIG]: kyc('configManualOnly') },
      { user: 'kycRejected' },
    );
    expect(await screen.findByTestId('kyc-rejected', undefined, LONG)).toHaveTextContent(
      'Reason: The photo holding the document is blurred.',
    );
    await user.click(screen.getByRole('button', { name: 'Submit again' }));
    expect(await screen.findByRole('button', { name: 'Submit for review' }, LONG)).toBeInTheDocument();
  });

  it('spec §4: with corporate started, the individual form is locked and says why', async () => {
    openKyc('idAuth', { [STATUS]: kyc('corporateInProgress') });
    expect(await screen.findByTestId('kyc-type-locked', undefined, LONG)).toHaveTextContent(
      'You have already started corporate verification',
    );
    expect(screen.queryByRole('button', { name: 'Submit for review' })).not.toBeInTheDocument();
  });
});
