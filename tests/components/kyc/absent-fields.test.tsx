// A backend of the family answers only what the spec names (contract: KYC fields marked `assumed` are
// optional). With such a field missing a KYC screen says a figure or state is unavailable, or takes the safe
// neutral way, and never shows a guessed state (spec §4).
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MockAnswer } from '../../test-utils/mock-api';
import { CONFIG, CORPORATE_STATUS, kyc, LONG, openKyc, SINGPASS_VERIFY, STATUS } from './kyc-kit';

/** A named example's answer with some `data` fields left out. */
function without(example: string, ...fields: string[]): MockAnswer {
  const body = structuredClone(kyc(example).body) as { data: Record<string, unknown> };
  for (const field of fields) delete body.data[field];
  return { body };
}

/** An answer whose `data` is exactly `data`. */
const answering = (data: unknown): MockAnswer => ({ body: { code: 'SUCCESS', message: 'success', data } });

describe('KYC screens with answer fields missing (contract: optional, spec §4)', () => {
  it('enterpriseCertResult without a status says the state is unavailable, with a retry', async () => {
    openKyc('enterpriseCertResult', { [CORPORATE_STATUS]: without('statusPending', 'status') });
    const unavailable = await screen.findByTestId('corporate-status-unavailable', undefined, LONG);
    expect(unavailable).toHaveTextContent('could not be read');
    expect(within(unavailable).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByTestId(/^corporate-(to_be|pending|refused|completed)/)).not.toBeInTheDocument();
  });

  it('enterpriseCertResult with an unknown status does not guess one either', async () => {
    openKyc('enterpriseCertResult', { [CORPORATE_STATUS]: answering({ status: 'approved_maybe' }) });
    expect(await screen.findByTestId('corporate-status-unavailable', undefined, LONG)).toBeInTheDocument();
  });

  it('enterpriseCertResult pending without review days quotes the spec §9 15 working days', async () => {
    openKyc('enterpriseCertResult', {
      [CORPORATE_STATUS]: without('statusPending', 'reviewWorkingDays', 'remark', 'id', 'submittedAt'),
    });
    expect(await screen.findByTestId('corporate-pending', undefined, LONG)).toBeInTheDocument();
    expect(screen.getByText('Review takes about 15 working days.')).toBeInTheDocument();
  });

  it('enterpriseCertResult to be improved without an id links to the wizard without one', async () => {
    openKyc('enterpriseCertResult', { [CORPORATE_STATUS]: without('statusToBeImproved', 'id', 'remark') });
    expect(await screen.findByRole('link', { name: 'Improve the application' }, LONG)).toHaveAttribute(
      'href',
      '/en_US/personal/enterpriseCert',
    );
  });

  it('idAuth with a configuration that does not describe the type offers the form; enabled false closes it', async () => {
    openKyc('idAuth', { [STATUS]: kyc('notStarted'), [CONFIG]: answering({}) });
    expect(await screen.findByRole('button', { name: 'Submit for review' }, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('kyc-individual-closed')).not.toBeInTheDocument();
  });

  it('idAuth with the type explicitly disabled still says it is not offered', async () => {
    openKyc('idAuth', {
      [STATUS]: kyc('notStarted'),
      [CONFIG]: answering({ individual: { enabled: false } }),
    });
    expect(await screen.findByTestId('kyc-individual-closed', undefined, LONG)).toBeInTheDocument();
  });

  it('Singpass return without the Myinfo token says there is nothing to confirm and offers to start again', async () => {
    openKyc('idAuth?code=8c5a1f0e&state=b6f2d94e', {
      [STATUS]: kyc('notStarted'),
      [CONFIG]: kyc('configAll'),
      [SINGPASS_VERIFY]: without('singPassVerified', 'authToken'),
    });
    const failed = await screen.findByTestId('singpass-failed', undefined, LONG);
    expect(failed).toHaveTextContent('returned no Myinfo details');
    expect(within(failed).getByRole('button', { name: 'Start again with Singpass' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm and submit' })).not.toBeInTheDocument();
  });

  it('verification centre with only the KYC status: not verified, and the next step is choosing a type', async () => {
    openKyc('verificationCenter', { [STATUS]: answering({ kyc: 'unknown' }) });
    expect(await screen.findByTestId('verification-status', undefined, LONG)).toHaveTextContent(
      'Not verified',
    );
    expect(screen.getByRole('link', { name: 'Start verification' })).toHaveAttribute(
      'href',
      '/en_US/personal/kycEnter',
    );
  });
});
