import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { corporateBasicForm } from '@schemas/kyc/corporate-basic';
import { corporateFilesForm } from '@schemas/kyc/corporate-files';
import { corporatePeopleForm } from '@schemas/kyc/corporate-people';
import {
  callsTo,
  DRAFT,
  kyc,
  lastBodySentTo,
  LONG,
  openKyc,
  SAVE_INPUT,
  SAVE_PEOPLE,
  SAVE_STEP,
  SUBMIT_CORPORATE,
} from './kyc-kit';

const keepDraft = (formId: string, data: unknown) =>
  window.sessionStorage.setItem(`form-draft:${formId}`, JSON.stringify(data));

/** The label of the stepper's current step (Mantine marks it data-progress). */
const activeStep = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.hasAttribute('data-progress'))
    .map((b) => b.querySelector('.mantine-Stepper-stepLabel')?.textContent);

const saveAndContinue = () => screen.findByRole('button', { name: 'Save and continue' }, LONG);

describe('/personal/enterpriseCert/{id} corporate wizard (spec §2, §4, §5)', () => {
  afterEach(() => window.sessionStorage.clear());

  it('spec §4 drafts: resumes the saved application at its saved step (related people)', async () => {
    const { fetchMock } = openKyc('enterpriseCert/3187', { [DRAFT]: kyc('draftRelatedPeople') });
    expect(await screen.findByText('Share of ownership (%)', {}, LONG)).toBeInTheDocument();
    expect(activeStep()).toEqual(['Related people']);
    expect(screen.queryByLabelText(/^Registered entity name/)).not.toBeInTheDocument();
    expect(lastBodySentTo(fetchMock, DRAFT)).toMatchObject({ id: 3187 });
  });

  it('spec §4: the step in the address reopens it (a language switch reloads); the stepper opens reached steps', async () => {
    const user = userEvent.setup();
    const { app } = openKyc('enterpriseCert/3187?step=upload_files', { [DRAFT]: kyc('draftRelatedPeople') });
    await waitFor(() => expect(activeStep()).toEqual(['Upload files']), LONG);
    await user.click(screen.getByRole('button', { name: /Basic information/ }));
    expect(await screen.findByLabelText(/^Registered entity name/, {}, LONG)).toBeInTheDocument();
    expect(activeStep()).toEqual(['Basic information']);
    expect(app.location()).toBe('/en_US/personal/enterpriseCert/3187?step=basic_info');
    // Not reached yet: the declaration cannot be opened from the stepper, nor from the address.
    await user.click(screen.getByRole('button', { name: /Declaration and submit/ }));
    expect(activeStep()).toEqual(['Basic information']);
  });

  it('spec §4: a step beyond the one saved is not opened from the address', async () => {
    openKyc('enterpriseCert/3187?step=declaration', { [DRAFT]: kyc('draftRelatedPeople') });
    expect(await screen.findByText('Share of ownership (%)', {}, LONG)).toBeInTheDocument();
    expect(activeStep()).toEqual(['Related people']);
  });

  it('spec §4 to be improved: shows the remark and reopens at that step (upload files)', async () => {
    openKyc('enterpriseCert', { [DRAFT]: kyc('draftToBeImproved') });
    expect(await screen.findByTestId('to-improve', undefined, LONG)).toHaveTextContent(
      'The ACRA business profile is older than 3 months.',
    );
    expect(activeStep()).toEqual(['Upload files']);
  });

  it('spec §4: people saved, step recorded, declaration submitted → pending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = openKyc('enterpriseCert/3187', {
      [DRAFT]: kyc('draftRelatedPeople'),
      [SAVE_PEOPLE]: kyc('draftSaved'),
      [SAVE_STEP]: kyc('draftSaved'),
      [SUBMIT_CORPORATE]: kyc('corporateSubmitted'),
    });
    await user.click(await saveAndContinue());
    const tick = await screen.findByRole('checkbox', { name: /I have read and agree/ }, LONG);
    expect(lastBodySentTo(fetchMock, SAVE_PEOPLE)).toMatchObject({
      id: 3187,
      relatedPeople: [{ lastName: 'Ong' }],
    });
    expect(lastBodySentTo(fetchMock, SAVE_STEP)).toMatchObject({ id: 3187, step: 'declaration' });
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByTestId('corporate-pending', undefined, LONG)).toHaveTextContent(
      '15 working days',
    );
    expect(lastBodySentTo(fetchMock, SUBMIT_CORPORATE)).toMatchObject({
      id: 3187,
      declarationAccepted: true,
    });
  });

  it('spec §5, §9: an 11th related person is refused and nothing is saved', async () => {
    const user = userEvent.setup();
    const person = corporatePeopleForm.sample.relatedPeople?.[0];
    keepDraft(corporatePeopleForm.id, { relatedPeople: Array.from({ length: 11 }, () => person) });
    const { fetchMock } = openKyc('enterpriseCert/3187', {
      [DRAFT]: kyc('draftRelatedPeople'),
      [SAVE_PEOPLE]: kyc('draftSaved'),
    });
    await user.click(await saveAndContinue());
    expect(
      (await screen.findAllByText('List between 1 and 10 related people', {}, LONG)).length,
    ).toBeGreaterThan(0);
    expect(callsTo(fetchMock, SAVE_PEOPLE)).toHaveLength(0);
    // Eleven people forms render at once: slow on a busy machine.
  }, 90_000);

  it('spec §4: a new application starts at prepare; basic creates it, files carry the basic fields', async () => {
    const user = userEvent.setup();
    keepDraft(corporateBasicForm.id, corporateBasicForm.sample);
    keepDraft(corporateFilesForm.id, corporateFilesForm.sample);
    const { fetchMock, app } = openKyc('enterpriseCert', {
      [DRAFT]: kyc('noDraft'),
      [SAVE_INPUT]: kyc('draftSaved'),
      [SAVE_STEP]: kyc('draftSaved'),
    });
    expect(await screen.findByText(/within the last 3 months/, {}, LONG)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start' }));
    // No application yet: nothing to record the step on.
    expect(callsTo(fetchMock, SAVE_STEP)).toHaveLength(0);
    await user.click(await saveAndContinue());
    await waitFor(() => expect(activeStep()).toEqual(['Upload files']), LONG);
    const created = lastBodySentTo(fetchMock, SAVE_INPUT);
    expect(created).not.toHaveProperty('id');
    expect(created).toMatchObject({ entityName: corporateBasicForm.sample.entityName });
    expect(lastBodySentTo(fetchMock, SAVE_STEP)).toMatchObject({ id: 3187, step: 'upload_files' });
    // spec §4 drafts: the address now names the application (a reload or shared link opens it),
    // replacing the bare one, and the open wizard is not reloaded.
    await waitFor(
      () => expect(app.location()).toBe('/en_US/personal/enterpriseCert/3187?step=upload_files'),
      LONG,
    );
    expect(app.historyAction()).toBe('REPLACE');
    expect(callsTo(fetchMock, DRAFT)).toHaveLength(1);
    await user.click(await saveAndContinue());
    await waitFor(() => expect(activeStep()).toEqual(['Related people']), LONG);
    expect(lastBodySentTo(fetchMock, SAVE_INPUT)).toMatchObject({
      id: 3187,
      contactNumber: corporateBasicForm.sample.contactNumber,
      businessType: corporateBasicForm.sample.businessType,
      supplementaryFiles: [{ fileType: 'certificate_of_incorporation' }, {}, {}],
    });
    // Three big forms render one after the other.
  }, 90_000);

  it('spec §4: a submitted application shows its state, not the wizard', async () => {
    openKyc('enterpriseCert', { [DRAFT]: kyc('draftPending') });
    expect(await screen.findByTestId('corporate-pending', undefined, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).not.toBeInTheDocument();
  });

  it('spec §1: at phone width the wizard says it is done on a computer and loads nothing', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: true,
    })) as typeof window.matchMedia;
    try {
      const { fetchMock } = openKyc('enterpriseCert', { [DRAFT]: kyc('draftRelatedPeople') });
      const notice = await screen.findByTestId('corporate-pc-only', undefined, LONG);
      expect(within(notice).getByRole('link')).toHaveAttribute(
        'href',
        '/en_US/personal/enterpriseCertResult',
      );
      expect(callsTo(fetchMock, DRAFT)).toHaveLength(0);
    } finally {
      window.matchMedia = original;
    }
  });
});
