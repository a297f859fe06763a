import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CORPORATE_STATUS, kyc, LONG, openKyc } from './kyc-kit';

describe('/personal/enterpriseCertResult (spec §2, §4 corporate KYC)', () => {
  it.each([
    ['statusToBeVerified', 'to_be_verified', 'Fill in the application'],
    ['statusToBeImproved', 'to_be_improved', 'Improve the application'],
    ['statusPending', 'pending', null],
    ['statusRefused', 'refused', null],
    ['statusCompleted', 'completed', 'Open the verification centre'],
  ])('spec §4: %s shows %s', async (example, status, link) => {
    // 'completed' is shown only to a user the header calls verified (spec §4).
    const user = status === 'completed' ? 'kycApproved' : 'kycUnknown';
    openKyc('enterpriseCertResult', { [CORPORATE_STATUS]: kyc(example) }, { user });
    const notice = await screen.findByTestId(`corporate-${status}`, undefined, LONG);
    const remark = (kyc(example).body as { data: { remark: string } }).data.remark;
    if (remark) expect(notice).toHaveTextContent(remark);
    if (link) expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
  });

  it('spec §4 to be improved: links to the wizard of that application', async () => {
    openKyc('enterpriseCertResult', { [CORPORATE_STATUS]: kyc('statusToBeImproved') });
    expect(await screen.findByRole('link', { name: 'Improve the application' }, LONG)).toHaveAttribute(
      'href',
      '/en_US/personal/enterpriseCert/3187',
    );
  });
});
