import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kyc, LONG, openKyc, STATUS } from './kyc-kit';

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
});
