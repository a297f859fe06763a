import type { BrowserContext } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corporateBasicForm } from '@schemas/kyc/corporate-basic';
import { corporateFilesForm } from '@schemas/kyc/corporate-files';
import { corporatePeopleForm } from '@schemas/kyc/corporate-people';
import { individualKycForm } from '@schemas/kyc/individual-kyc';
import { connectBrowser, newPage } from './browser';
import { answerWith, chooseExamples } from './qa-session';
import { ROLES } from './walk/roles';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The walker's logged-in user (a token) with the mock's answers picked through the QA switch's
 * sessionStorage 'qa.scenarios' (operationId → named example), and optional form drafts, set once.
 */
async function actAs(
  context: BrowserContext,
  choices: Record<string, string>,
  drafts: Record<string, unknown> = {},
): Promise<void> {
  expect(ROLES.kycApproved.token).toBe(true);
  await chooseExamples(context, choices, { signedIn: true, drafts });
}

describe('identity verification in the browser (spec §2, §4)', () => {
  it('spec §4: individual submit → pending, 3 to 7 working days', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(
      context,
      { getUserInfo: 'kycUnknown', getVerificationStatus: 'notStarted' },
      { [individualKycForm.id]: individualKycForm.sample },
    );
    await page.goto('/en_US/personal/idAuth');
    const firstName = page.getByLabel(/^First name/);
    await firstName.waitFor();
    expect(await firstName.inputValue()).toBe(individualKycForm.sample.name);
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByTestId('kyc-pending').waitFor();
    expect(await page.getByTestId('kyc-pending').innerText()).toContain('3 to 7 working days');
    expect(pageErrors).toEqual([]);
  });

  it('spec §4: after starting individual, the corporate type is locked and says why', async () => {
    const { page, context } = await newPage(browser);
    await actAs(
      context,
      {
        getUserInfo: 'kycPending',
        getVerificationStatus: 'individualInProgress',
        submitIndividualKyc: 'VERIFICATION_TYPE_ALREADY_STARTED',
      },
      { [individualKycForm.id]: individualKycForm.sample },
    );
    await page.goto('/en_US/personal/kycEnter');
    const corporate = page.getByTestId('kyc-type-corporate');
    await corporate.getByRole('note').waitFor();
    expect(await corporate.getByRole('note').innerText()).toContain(
      'cannot switch to corporate verification',
    );
    expect(await corporate.getByRole('button', { name: 'Start' }).isDisabled()).toBe(true);
  });

  it('spec §4: an individual submission after corporate started is refused with the reason', async () => {
    const { page, context } = await newPage(browser);
    await actAs(
      context,
      {
        getUserInfo: 'kycUnknown',
        getVerificationStatus: 'notStarted',
        submitIndividualKyc: 'VERIFICATION_TYPE_ALREADY_STARTED',
      },
      { [individualKycForm.id]: individualKycForm.sample },
    );
    await page.goto('/en_US/personal/idAuth');
    await page.getByRole('button', { name: 'Submit for review' }).click();
    const refusal = page.getByText('You have already started corporate verification and cannot switch');
    await refusal.waitFor();
    expect(await page.getByLabel(/^Last name/).inputValue()).toBe(individualKycForm.sample.familyName);
  });

  it('spec §4 drafts: the corporate wizard resumes at its saved step, also after a reload', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, { getUserInfo: 'kycUnknown', getCorporateKycDraft: 'default' });
    await page.goto('/en_US/personal/enterpriseCert/3187');
    await page.getByText('Share of ownership (%)').first().waitFor();
    const active = page.locator('[data-progress] .mantine-Stepper-stepLabel');
    expect(await active.innerText()).toBe('Related people');
    await page.reload();
    await page.getByText('Share of ownership (%)').first().waitFor();
    expect(await active.innerText()).toBe('Related people');
    expect(pageErrors).toEqual([]);
  });

  it('spec §4: a step opened from the stepper stays open across a language switch (a reload)', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, { getUserInfo: 'kycUnknown', getCorporateKycDraft: 'default' });
    await page.goto('/en_US/personal/enterpriseCert/3187');
    const active = page.locator('[data-progress] .mantine-Stepper-stepLabel');
    await page.getByText('Share of ownership (%)').first().waitFor();
    await page.getByRole('button', { name: /Upload files/ }).click();
    await page.waitForURL('**/en_US/personal/enterpriseCert/3187?step=upload_files');
    // The address changes before the stepper re-renders.
    await expect.poll(() => active.innerText()).toBe('Upload files');
    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    await Promise.all([
      page.waitForURL('**/zh_CN/personal/enterpriseCert/3187?step=upload_files'),
      page.getByRole('menuitem', { name: '简体中文' }).click(),
    ]);
    await expect.poll(() => active.innerText()).toBe('上传文件');
    expect(pageErrors).toEqual([]);
  });

  it('spec §4 rejected: shows the reason, resubmit opens the form', async () => {
    const { page, context } = await newPage(browser);
    await actAs(context, { getUserInfo: 'kycRejected', getVerificationStatus: 'individualRejected' });
    await page.goto('/en_US/personal/idAuth');
    const rejected = page.getByTestId('kyc-rejected');
    await rejected.waitFor();
    expect(await rejected.innerText()).toContain('The photo holding the document is blurred.');
    await page.getByRole('button', { name: 'Submit again' }).click();
    await page.getByRole('button', { name: 'Submit for review' }).waitFor();
  });

  it('spec §4: the resumed wizard saves the people, moves to the declaration and submits → pending', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    await actAs(context, { getUserInfo: 'kycUnknown', getCorporateKycDraft: 'default' });
    await page.goto('/en_US/personal/enterpriseCert');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    const pending = page.getByTestId('corporate-pending');
    await pending.waitFor();
    expect(await pending.innerText()).toContain('15 working days');
    expect(pageErrors).toEqual([]);
  });

  it('spec §5, §9: an 11th related person is refused before anything is saved', async () => {
    const { page, context } = await newPage(browser);
    const person = corporatePeopleForm.sample.relatedPeople?.[0];
    await actAs(
      context,
      { getUserInfo: 'kycUnknown', getCorporateKycDraft: 'default' },
      { [corporatePeopleForm.id]: { relatedPeople: Array.from({ length: 11 }, () => person) } },
    );
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('savePartPersonKycInfo')) saves.push(request.url());
    });
    await page.goto('/en_US/personal/enterpriseCert');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('List between 1 and 10 related people').first().waitFor();
    expect(saves).toEqual([]);
    expect(await page.getByRole('button', { name: 'Add a person' }).count()).toBe(0);
  });
  it('a new corporate application filled across the steps with 3 people, saved, reloaded, resumed and submitted', async () => {
    const { page, context, pageErrors } = await newPage(browser);
    const [partner, trader] = corporatePeopleForm.sample.relatedPeople ?? [];
    const threePeople = [
      partner,
      trader,
      {
        ...trader,
        role: 'limited_partner',
        firstName: 'Ahmad',
        lastName: 'Yusof',
        certificateNumber: 'A1234567',
      },
    ];
    await actAs(
      context,
      { getUserInfo: 'kycUnknown', getCorporateKycDraft: 'noDraft' },
      {
        [corporateBasicForm.id]: corporateBasicForm.sample,
        [corporateFilesForm.id]: corporateFilesForm.sample,
        [corporatePeopleForm.id]: { relatedPeople: threePeople },
      },
    );
    const bodies: Record<string, Record<string, unknown>[]> = {};
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname.split('/').slice(-2).join('/');
      if (request.method() === 'POST') (bodies[path] ??= []).push(request.postDataJSON() ?? {});
    });
    const active = page.locator('[data-progress] .mantine-Stepper-stepLabel');
    const continueButton = page.getByRole('button', { name: 'Save and continue' });

    await page.goto('/en_US/personal/enterpriseCert');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.getByLabel(/^Registered entity name/).fill('Harbourfront Capital Holdings Pte. Ltd.');
    await continueButton.click();
    await page.waitForURL(/\/personal\/enterpriseCert\/\d+\?step=upload_files$/);
    await expect.poll(() => active.innerText()).toBe('Upload files');
    expect(bodies['cropPassKyc/completeUserInputInfo']?.[0]).toMatchObject({
      entityName: 'Harbourfront Capital Holdings Pte. Ltd.',
      registrationNumber: corporateBasicForm.sample.registrationNumber,
    });

    await continueButton.click();
    await expect.poll(() => active.innerText()).toBe('Related people');
    await continueButton.click();
    await expect.poll(() => active.innerText()).toBe('Declaration and submit');
    const people = bodies['cropPassKyc/savePartPersonKycInfo']?.[0]?.relatedPeople as { firstName: string }[];
    expect(people.map((person) => person.firstName)).toEqual(['Wei Jie', 'Priya', 'Ahmad']);
    expect(bodies['enterprise/save_draft']?.map((body) => body.step)).toEqual([
      'upload_files',
      'related_people',
      'declaration',
    ]);

    // The server now holds the draft (the mock answers its saved application from here on).
    await answerWith(page, 'getCorporateKycDraft', 'default');
    await page.reload();
    await page.getByText('Share of ownership (%)').first().waitFor();
    expect(await active.innerText()).toBe('Related people');
    await continueButton.click();
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Submit for review' }).click();
    await page.getByTestId('corporate-pending').waitFor();
    expect(bodies['enterprise/submit']?.[0]).toMatchObject({ declarationAccepted: true });
    expect(pageErrors).toEqual([]);
  });
});
