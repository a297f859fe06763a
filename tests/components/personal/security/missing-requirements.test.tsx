import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '@/api/session/SessionProvider';
import { MissingRequirements } from '@/features/personal/shared/MissingRequirements';
import type { Requirement } from '@/features/personal/shared/requirements';
import { loggedInApi, mockApi } from '../../../test-utils/mock-api';
import { renderUi } from '../../../test-utils/render';

// Local wrapper (why): MissingRequirements is a wrapper component, not a route; it is rendered alone around a
// stand-in screen, with the session of a getUserInfo example.
function renderAs(userInfoExample: string, needs: Requirement[]) {
  mockApi(loggedInApi(userInfoExample));
  return renderUi(
    <SessionProvider>
      <MissingRequirements needs={needs}>
        <p>the screen</p>
      </MissingRequirements>
    </SessionProvider>,
    { route: '/en_US/personal/fundPassword' },
  );
}

describe('MissingRequirements: a screen the user may not use yet says what is missing (spec §5, §6)', () => {
  it('shows the screen when KYC, nickname and a security method are there', async () => {
    renderAs('kycApproved', ['kyc', 'nickname', 'securityMethod']);
    expect(await screen.findByText('the screen')).toBeInTheDocument();
    expect(screen.queryByTestId('missing-requirements')).not.toBeInTheDocument();
  });

  it('names KYC with a link to the KYC entry when it is not approved', async () => {
    renderAs('kycPending', ['kyc', 'nickname', 'securityMethod']);
    const link = await screen.findByRole('link', { name: /Identity verification \(KYC\)/ });
    expect(link).toHaveAttribute('href', '/en_US/personal/kycEnter');
    expect(screen.queryByText('the screen')).not.toBeInTheDocument();
  });

  it('names a missing nickname, linked to the account page', async () => {
    renderAs('kycApprovedNoNickname', ['kyc', 'nickname', 'securityMethod']);
    const link = await screen.findByRole('link', { name: 'A nickname' });
    expect(link).toHaveAttribute('href', '/en_US/personal/userManagement');
    expect(screen.queryByRole('link', { name: /Identity verification/ })).not.toBeInTheDocument();
  });

  it('spec §6: neither phone nor Google on means no security method', async () => {
    renderAs('kycApprovedNoSecurityMethod', ['kyc', 'nickname', 'securityMethod']);
    expect(await screen.findByRole('link', { name: /A security method/ })).toBeInTheDocument();
  });

  it('a phone bound with phone verification off still leaves Google as the method', async () => {
    renderAs('kycApprovedPhoneVerifyOff', ['securityMethod']);
    expect(await screen.findByText('the screen')).toBeInTheDocument();
  });

  it('lists every missing need: KYC and a security method at once', async () => {
    renderAs('kycPending', ['kyc', 'securityMethod', 'phone']);
    await screen.findByTestId('missing-requirements');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
