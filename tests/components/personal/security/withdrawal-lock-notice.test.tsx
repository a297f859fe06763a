import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LONG, openScreenAs } from './security-kit';

// Spec §9: withdrawals lock for 48 hours after a change of phone, email, login password or fund password.
describe('each change of phone, email, login or fund password first warns of the 48-hour lock', () => {
  it.each([
    ['changePassword', 'kycApproved', 'Change password'],
    ['changeEmail', 'kycApproved', 'Change email'],
    ['changePhone', 'kycApproved', 'Change phone'],
    ['fundPassword', 'kycApprovedFundPasswordSet', 'Reset fund password'],
  ])('/personal/%s warns above the form', async (page, example, submit) => {
    openScreenAs(example, `personal/${page}`);
    const button = await screen.findByRole('button', { name: submit }, LONG);
    const notice = screen.getByText('Withdrawals will be paused');
    // The notice comes before the form's submit button in the page.
    expect(notice.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it.each([
    ['bindEmail', 'kycRejected', 'Bind email'],
    ['bindPhone', 'kycApprovedNoSecurityMethod', 'Bind phone'],
  ])('/personal/%s binds a first one: no lock, so no warning', async (page, example, submit) => {
    openScreenAs(example, `personal/${page}`);
    expect(await screen.findByRole('button', { name: submit }, LONG)).toBeInTheDocument();
    expect(screen.queryByText('Withdrawals will be paused')).not.toBeInTheDocument();
  });
});
