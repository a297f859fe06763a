import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SERVER_BUSY } from '../../test-utils/screen-kit';
import { expectLinks } from '../../test-utils/links';
import { loggedInApi, mockApi } from '../../test-utils/mock-api';
import { CONFIG, kyc, LONG, openKyc, STATUS } from './kyc-kit';

describe('/personal/kycEnter (spec §2, §4)', () => {
  it('spec §4: nothing started offers both types', async () => {
    openKyc('kycEnter', { [STATUS]: kyc('notStarted'), [CONFIG]: kyc('configAll') });
    const individual = await screen.findByTestId('kyc-type-individual', undefined, LONG);
    const corporate = screen.getByTestId('kyc-type-corporate');
    expectLinks(individual, { 'Start: Individual investor': '/en_US/personal/idAuth' });
    expectLinks(corporate, { 'Start: Corporate investor': '/en_US/personal/entityVerification' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('spec §4: once individual has started, corporate is locked and says why', async () => {
    openKyc('kycEnter', { [STATUS]: kyc('individualInProgress') });
    const corporate = await screen.findByTestId('kyc-type-corporate', undefined, LONG);
    expect(within(corporate).getByRole('note')).toHaveTextContent(
      'You have already started individual verification, so you cannot switch to corporate verification.',
    );
    expect(within(corporate).getByRole('button', { name: 'Start: Corporate investor' })).toBeDisabled();
    expect(within(corporate).queryByRole('link')).not.toBeInTheDocument();
    const individual = screen.getByTestId('kyc-type-individual');
    expect(
      within(individual).getByRole('link', { name: 'Continue: Individual investor' }),
    ).toBeInTheDocument();
    expect(within(individual).getByText('In progress')).toBeInTheDocument();
  });

  it('spec §4: once corporate has started, individual is locked and says why', async () => {
    openKyc('kycEnter', { [STATUS]: kyc('corporateInProgress') });
    const individual = await screen.findByTestId('kyc-type-individual', undefined, LONG);
    expect(within(individual).getByRole('note')).toHaveTextContent(
      'You have already started corporate verification, so you cannot switch to individual verification.',
    );
    expect(within(individual).getByRole('button', { name: 'Start: Individual investor' })).toBeDisabled();
  });

  it('spec §8: a failed status load shows the error with a retry', async () => {
    openKyc('kycEnter', { [STATUS]: SERVER_BUSY });
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('/zh_CN/personal/kycEnter (spec §1 languages)', () => {
  it('shows the type lock in Chinese', async () => {
    openKyc('kycEnter', { [STATUS]: kyc('corporateInProgress') }, { lang: 'zh_CN' });
    const individual = await screen.findByTestId('kyc-type-individual', undefined, LONG);
    expect(within(individual).getByRole('note')).toHaveTextContent('您已开始机构认证，无法切换到个人认证。');
  });
});

describe('/personal/kycEnter and getKycConfig (spec §3, §8)', () => {
  it('spec §3 getKycConfig individualOnly: corporate cannot be started and says it is not offered', async () => {
    openKyc('kycEnter', { [STATUS]: kyc('notStarted'), [CONFIG]: kyc('configIndividualOnly') });
    const corporate = await screen.findByTestId('kyc-type-corporate', undefined, LONG);
    expect(
      await within(corporate).findByText('This type of verification is not offered at the moment.', {}, LONG),
    ).toBeInTheDocument();
    expect(within(corporate).queryByRole('link')).not.toBeInTheDocument();
    const individual = screen.getByTestId('kyc-type-individual');
    expect(within(individual).getByRole('link', { name: 'Start: Individual investor' })).toBeInTheDocument();
  });

  it('spec §8: a failed getKycConfig shows the error with a retry, the types stay', async () => {
    const user = userEvent.setup();
    openKyc('kycEnter', { [STATUS]: kyc('notStarted'), [CONFIG]: SERVER_BUSY });
    const alert = await screen.findByRole('alert', {}, LONG);
    expect(screen.getByTestId('kyc-type-individual')).toBeInTheDocument();
    mockApi({ ...loggedInApi('kycUnknown'), [STATUS]: kyc('notStarted'), [CONFIG]: kyc('configAll') });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByTestId('kyc-type-corporate', undefined, LONG);
    expect(await screen.findAllByRole('link', { name: /^Start: / }, LONG)).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
