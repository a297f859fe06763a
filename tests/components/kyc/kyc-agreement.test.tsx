// Spec §4: one KYC status for the whole app. For every getUserInfo example and every getVerificationStatus
// example, the KYC screens say "verified" exactly when the header does (its Trade tab is enabled), and a
// user the header calls unverified can start a verification.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONFIG, CORPORATE_STATUS, kyc, LONG, openKyc, STATUS } from './kyc-kit';

const USERS = ['kycApproved', 'kycPending', 'kycRejected', 'kycUnknown'] as const;
const OVERVIEWS = [
  'individualVerified',
  'notStarted',
  'individualInProgress',
  'individualRejected',
  'corporateInProgress',
  'corporateVerified',
] as const;
const MATRIX = USERS.flatMap((user) => OVERVIEWS.map((overview) => [user, overview] as const));

const mainNav = () => within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main navigation' });

/** The header's verdict: the Trade tab is a link only for an approved user (spec §2, §6). */
async function headerSaysVerified() {
  const trade = await within(mainNav()).findByText('Trade', {}, LONG);
  return trade.closest('a') !== null;
}

describe('/personal/kycEnter agrees with the header (spec §4)', () => {
  it.each(MATRIX)('user %s, overview %s', async (user, overview) => {
    openKyc('kycEnter', { [STATUS]: kyc(overview) }, { user });
    const individual = await screen.findByTestId('kyc-type-individual', undefined, LONG);
    const corporate = screen.getByTestId('kyc-type-corporate');
    const verified = await headerSaysVerified();
    expect(verified).toBe(user === 'kycApproved');
    expect(screen.queryByTestId('kyc-verified') !== null).toBe(verified);
    if (!verified) {
      for (const card of [individual, corporate]) expect(within(card).queryByText('Verified')).toBeNull();
      // Someone the header calls unverified can always start (or continue) one type.
      const starts = screen.queryAllByRole('link', { name: /^(Start|Continue): / });
      expect(starts.length).toBeGreaterThan(0);
    } else {
      expect(screen.queryAllByRole('link', { name: /^(Start|Continue): / })).toHaveLength(0);
    }
  });
});

describe('/personal/idAuth and /personal/verificationCenter agree with the header (spec §4)', () => {
  it.each(MATRIX)('idAuth: user %s, overview %s', async (user, overview) => {
    openKyc('idAuth', { [STATUS]: kyc(overview), [CONFIG]: kyc('configManualOnly') }, { user });
    const verified = await headerSaysVerified();
    const shown = /^kyc-(approved|pending|rejected|type-locked|options|individual-closed)$/;
    await screen.findByTestId(shown, undefined, LONG);
    expect(screen.queryByTestId('kyc-approved') !== null).toBe(verified);
  });

  it.each(MATRIX)('verificationCenter: user %s, overview %s', async (user, overview) => {
    openKyc('verificationCenter', { [STATUS]: kyc(overview) }, { user });
    const status = await screen.findByTestId('verification-status', undefined, LONG);
    const verified = await headerSaysVerified();
    expect(status.textContent === 'Verified').toBe(verified);
  });
});

describe('/personal/enterpriseCertResult agrees with the header (spec §4)', () => {
  it.each(USERS)('a completed answer is completed only for an approved user: %s', async (user) => {
    openKyc('enterpriseCertResult', { [CORPORATE_STATUS]: kyc('statusCompleted') }, { user });
    const expected = { kycApproved: 'completed', kycPending: 'pending' }[user as string] ?? 'to_be_verified';
    expect(await screen.findByTestId(`corporate-${expected}`, undefined, LONG)).toBeInTheDocument();
  });
});
