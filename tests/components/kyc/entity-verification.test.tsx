import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { kyc, LONG, openKyc, STATUS } from './kyc-kit';

const CORPPASS = '/cropPassKyc/getMyInfoEnterpriseConfig';

describe('/personal/entityVerification (spec §2 corporate entry)', () => {
  it('with Myinfo business enabled offers Corppass and the wizard', async () => {
    openKyc('entityVerification', {
      [STATUS]: kyc('notStarted'),
      [CORPPASS]: kyc('myInfoEnterpriseEnabled'),
    });
    const corppass = await screen.findByTestId('corppass-start', undefined, LONG);
    const href = new URL(corppass.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('https://api.myinfo.gov.sg/biz/v2/authorise');
    expect(href.searchParams.get('client_id')).toBe('MERIDIAN-BIZ-PROD');
    expect(href.searchParams.get('state')).toBe('4e9a7c21f0b84d3e');
    expect(screen.getByRole('link', { name: 'Fill in the application' })).toHaveAttribute(
      'href',
      '/en_US/personal/enterpriseCert',
    );
  });

  it('with Myinfo business disabled offers only the wizard', async () => {
    openKyc('entityVerification', {
      [STATUS]: kyc('notStarted'),
      [CORPPASS]: kyc('myInfoEnterpriseDisabled'),
    });
    expect(await screen.findByRole('link', { name: 'Fill in the application' }, LONG)).toBeInTheDocument();
    expect(screen.queryByTestId('corppass-start')).not.toBeInTheDocument();
  });

  it('spec §4: with individual started, corporate is locked and says why', async () => {
    openKyc('entityVerification', {
      [STATUS]: kyc('individualInProgress'),
      [CORPPASS]: kyc('myInfoEnterpriseEnabled'),
    });
    expect(await screen.findByTestId('kyc-type-locked', undefined, LONG)).toHaveTextContent(
      'You have already started individual verification',
    );
    expect(screen.queryByTestId('corppass-start')).not.toBeInTheDocument();
  });

  it('a corporate application in progress links to its result', async () => {
    openKyc('entityVerification', {
      [STATUS]: kyc('corporateInProgress'),
      [CORPPASS]: kyc('myInfoEnterpriseEnabled'),
    });
    expect(await screen.findByRole('link', { name: 'View my application' }, LONG)).toHaveAttribute(
      'href',
      '/en_US/personal/enterpriseCertResult',
    );
  });
});
