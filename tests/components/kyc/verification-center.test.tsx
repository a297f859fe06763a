import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calledPaths } from '../../test-utils/screen-kit';
import { callsTo, kyc, LONG, openKyc, STATUS } from './kyc-kit';

/** Every call answered and React's effects run after it: a follow-up call would have started by now. */
async function settled(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  await act(async () => {});
  expect(queryClient.isFetching()).toBe(0);
}

describe('/personal/verificationCenter (spec §2, §4)', () => {
  it.each([
    ['notStarted', 'Not verified', 'Start verification'],
    ['individualInProgress', 'In progress', 'View my application'],
    ['corporateInProgress', 'In progress', 'View my application'],
  ])('spec §4: %s shows %s and what verification unlocks', async (example, label, link) => {
    openKyc('verificationCenter', { [STATUS]: kyc(example) });
    expect(await screen.findByTestId('verification-status', undefined, LONG)).toHaveTextContent(label);
    expect(screen.getByText('Higher withdrawal limits')).toBeInTheDocument();
    expect(screen.getByText('Trading')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
  });

  it('spec §4: verified shows no next step', async () => {
    openKyc('verificationCenter', { [STATUS]: kyc('corporateVerified') }, { user: 'kycApproved' });
    expect(await screen.findByTestId('verification-status', undefined, LONG)).toHaveTextContent('Verified');
    expect(screen.queryByRole('link', { name: 'Start verification' })).not.toBeInTheDocument();
  });

  it('the corporate applicant is sent to the corporate result', async () => {
    openKyc('verificationCenter', { [STATUS]: kyc('corporateInProgress') });
    expect(await screen.findByRole('link', { name: 'View my application' }, LONG)).toHaveAttribute(
      'href',
      '/en_US/personal/enterpriseCertResult',
    );
  });

  it('an approval the session has not seen reloads the user info once, without a page reload', async () => {
    const { fetchMock, app } = openKyc('verificationCenter', { [STATUS]: kyc('corporateVerified') });
    await screen.findByTestId('verification-status', undefined, LONG);
    await waitFor(() => expect(callsTo(fetchMock, 'getUserInfo')).toHaveLength(2));
    // The mock still answers kycUnknown: the disagreement must not turn into a reload loop.
    await settled(app.queryClient);
    expect(callsTo(fetchMock, 'getUserInfo'), calledPaths(fetchMock).join(', ')).toHaveLength(2);
  });

  it('a status the session already has reloads nothing', async () => {
    const { fetchMock, app } = openKyc('verificationCenter', { [STATUS]: kyc('notStarted') });
    await screen.findByTestId('verification-status', undefined, LONG);
    await settled(app.queryClient);
    expect(callsTo(fetchMock, 'getUserInfo')).toHaveLength(1);
  });
});
