// The KYC forms (individual, and each step of the corporate wizard) rendered through SchemaForm
// with the app's i18n: required messages in both languages and each form's own rules (spec §3, §5, §9).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SchemaForm } from '@/forms/SchemaForm';
import { loadLazyWidgets } from '@/forms/widgets/lazy-widget';
import { decodeErrorMessage } from '@/forms/error-messages';
import { formValidator } from '@/forms/formats';
import { applyLanguage } from '@/i18n';
import { asGenericForm, type FormDefinition } from '@schemas/form-definition';
import { kycForms } from '@schemas/kyc';
import { operatingAddressForBody } from '@schemas/kyc/corporate-address';
import { corporateBasicForm } from '@schemas/kyc/corporate-basic';
import { corporateDeclarationForm } from '@schemas/kyc/corporate-declaration';
import { corporateFilesForm } from '@schemas/kyc/corporate-files';
import { corporatePeopleForm } from '@schemas/kyc/corporate-people';
import { shiftMonths } from '@schemas/kyc/document-age';
import { individualKycForm } from '@schemas/kyc/individual-kyc';
import { COUNTRIES } from '../../ui/countries-fixture';
import { publicInfoExample, setStartup } from '../startup-data-mock';
import { renderUi } from '../../../test-utils/render';

// A form here may show a widget that loads with its first form (lazyWidget): loaded before the first test.
beforeAll(() => loadLazyWidgets());

// Only the start-up data hooks are replaced; the module's options stay the real ones.
vi.mock('@/api/session/startup-data', async (original) => ({
  ...(await original<object>()),
  ...(await import('../startup-data-mock')).startupDataMock,
}));

const REQUIRED = { en_US: 'This field is required', zh_CN: '此项为必填项' } as const;
type Lng = keyof typeof REQUIRED;

async function renderForm<T>(typed: FormDefinition<T>, options: { lng?: Lng; formData?: unknown } = {}) {
  const form = asGenericForm(typed);
  await applyLanguage(options.lng ?? 'en_US');
  setStartup({ countries: COUNTRIES, publicInfo: publicInfoExample('default') });
  const onSubmit = vi.fn((_data: Record<string, unknown>) => Promise.resolve());
  renderUi(
    <SchemaForm
      form={form}
      formData={options.formData as Record<string, unknown> | undefined}
      onSubmit={onSubmit}
      submitLabel="Submit"
      keepDraft={false}
    />,
  );
  const user = userEvent.setup();
  return { onSubmit, user, submit: () => user.click(screen.getByTestId(`${form.id}-submit`)) };
}

/** The error shown under the field with this id (Mantine's `<id>-error`), or the container's `__error`. */
const errorOf = (id: string) =>
  (document.getElementById(`${id}-error`) ?? document.getElementById(`${id}__error`))?.textContent ?? null;

const validate = <T,>(form: FormDefinition<T>, data: unknown) =>
  formValidator
    .validateFormData(data, form.schema, form.customValidate as never)
    .errors.map(
      (error) =>
        `${(error.property ?? '').replace(/^\./, '')} ${error.name ?? decodeErrorMessage(error.message ?? '').key}`,
    );

function sampleItem<T>(list: readonly T[] | undefined, index: number): T {
  const item = list?.[index];
  if (item === undefined) throw new Error(`The sample has no item ${index}`);
  return item;
}

describe.each(['en_US', 'zh_CN'] as const)('KYC forms, submitted empty (%s)', (lng) => {
  it('individual KYC: the first name is required', async () => {
    const { submit, onSubmit } = await renderForm(individualKycForm, { lng });
    await submit();
    expect(errorOf('kycIndividual_name')).toBe(REQUIRED[lng]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('corporate basic information: the entity name and registration country are required', async () => {
    const { submit } = await renderForm(corporateBasicForm, { lng });
    await submit();
    expect(errorOf('kycCorporateBasic_entityName')).toBe(REQUIRED[lng]);
    expect(errorOf('kycCorporateBasic_registrationCountry')).toBe(REQUIRED[lng]);
  });

  it('corporate files: the first document needs a name', async () => {
    const { submit } = await renderForm(corporateFilesForm, { lng });
    await submit();
    expect(errorOf('kycCorporateFiles_supplementaryFiles_0_name')).toBe(REQUIRED[lng]);
  });

  it('corporate people: the first person needs a first name', async () => {
    const { submit } = await renderForm(corporatePeopleForm, { lng });
    await submit();
    expect(errorOf('kycCorporatePeople_relatedPeople_0_firstName')).toBe(REQUIRED[lng]);
  });

  it('corporate declaration: the declaration must be ticked', async () => {
    const { submit, onSubmit } = await renderForm(corporateDeclarationForm, { lng });
    await submit();
    const message = { en_US: 'Tick the declaration before you submit', zh_CN: '提交前请勾选声明' }[lng];
    expect(errorOf('kycCorporateDeclaration_declarationAccepted')).toBe(message);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('KYC data schemas come from the contract', () => {
  it.each(kycForms.map((form) => [form.id, form] as const))(
    '%s shows no contract description (English for backend teams) in its widgets',
    (_id, form) => {
      expect(JSON.stringify(form.schema)).not.toMatch(/"(description|title)":/);
    },
  );

  // One canonical corporate flow, the spec's cropPassKyc calls (spec §7); the invented
  // kyc/enterprise calls only submit and record the wizard step, so no form saves through a draft call.
  it.each([
    [corporateBasicForm, 'completeCorporateKycUserInput'],
    [corporateFilesForm, 'completeCorporateKycUserInput'],
    [corporatePeopleForm, 'saveCorporateKycPeople'],
    [corporateDeclarationForm, 'submitCorporateKyc'],
  ] as const)('$0.id saves through $1', (form, operationId) => {
    expect(form.operationId).toBe(operationId);
    expect(form.schema.properties).not.toHaveProperty('step');
  });
});

describe('spec §3 individual KYC (kycIndividual → submitIndividualKyc)', () => {
  const sample = individualKycForm.sample;

  it('offers the three document types of the spec, labelled in Chinese', async () => {
    expect(individualKycForm.schema.properties?.certificateType).toMatchObject({
      enum: ['passport', 'driver_license', 'other_legal_document'],
    });
    await renderForm(individualKycForm, { lng: 'zh_CN' });
    for (const label of ['护照', '驾驶证', '身份证或其他政府签发的带照片证件']) {
      expect(screen.getByRole('radio', { name: label })).toBeInTheDocument();
    }
  });

  it('submits the sample as it is, photos as upload paths', async () => {
    const { submit, onSubmit } = await renderForm(individualKycForm, { formData: sample });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(sample);
  });

  it('rejects a document number with other characters than letters, digits, spaces, / and -', async () => {
    const { submit, onSubmit } = await renderForm(individualKycForm, {
      formData: { ...sample, certificateNumber: 'E123#4567' },
    });
    await submit();
    expect(errorOf('kycIndividual_certificateNumber')).toMatch(/^Use letters, digits, spaces, '\/' and '-'/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('explains the handwritten note of the holding photo', async () => {
    await renderForm(individualKycForm, { lng: 'zh_CN' });
    expect(document.getElementById('kycIndividual_thirdPhoto__help')).toHaveTextContent(/手写纸条/);
  });
});

describe('spec §3 corporate basic information (kycCorporateBasic → completeCorporateKycUserInput)', () => {
  const sample = corporateBasicForm.sample;
  const withoutField = (field: keyof typeof sample) => {
    const { [field]: _left, ...rest } = sample;
    return rest;
  };

  it('requires the registration country and the corporation type', () => {
    expect(validate(corporateBasicForm, sample)).toEqual([]);
    expect(validate(corporateBasicForm, withoutField('registrationCountry'))).toEqual([
      'registrationCountry required',
    ]);
    expect(validate(corporateBasicForm, withoutField('corporationType'))).toEqual([
      'corporationType required',
    ]);
  });

  it('spec §5: rejects a contact number of fewer than 7 digits', async () => {
    const { submit } = await renderForm(corporateBasicForm, {
      formData: { ...sample, contactNumber: '+65622' },
    });
    await submit();
    expect(errorOf('kycCorporateBasic_contactNumber')).toBe(
      'Enter 7 to 20 digits, optionally starting with +',
    );
  });

  it('hides the operating address once "same as registered" is ticked, and then submits', async () => {
    const { user, submit, onSubmit } = await renderForm(corporateBasicForm, {
      formData: { ...sample, operatingAddress: {} },
    });
    await submit();
    expect(errorOf('kycCorporateBasic_operatingAddress_city')).toBe('City is required');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Same as the registered address'));
    expect(document.getElementById('kycCorporateBasic_operatingAddress_city')).toBeNull();
    expect(document.getElementById('kycCorporateBasic_registeredAddress_city')).not.toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ operatingAddress: { sameAsRegistered: true } }),
    );
  });

  it('sends only the flag when the operating address is the registered one', () => {
    const typedBefore = { sameAsRegistered: true, city: 'Singapore', street: '8 Marina View' };
    expect(operatingAddressForBody(typedBefore)).toEqual({ sameAsRegistered: true });
    expect(operatingAddressForBody({ city: 'Singapore' })).toEqual({
      city: 'Singapore',
      sameAsRegistered: false,
    });
  });

  it('labels the 55 business types with their code, in English and in Chinese', async () => {
    const { i18n } = await import('@/i18n');
    const codes = corporateBasicForm.schema.properties?.businessType as { enum: string[] };
    expect(codes.enum).toHaveLength(55);
    expect(i18n.t('kyc:businessType.B01', { lng: 'en_US' })).toBe('B01 · Banking');
    expect(i18n.t('kyc:businessType.B01', { lng: 'zh_CN' })).toBe('B01 · 银行业');
    for (const code of codes.enum) {
      expect(i18n.t(`kyc:businessType.${code}`, { lng: 'zh_CN' })).toMatch(new RegExp(`^${code} · \\S`));
    }
  });
});

describe('spec §5, §9 corporate files (kycCorporateFiles → completeCorporateKycUserInput)', () => {
  const english = sampleItem(corporateFilesForm.sample.supplementaryFiles, 0);
  const translated = sampleItem(corporateFilesForm.sample.supplementaryFiles, 2);
  const files = (...list: object[]) => ({ supplementaryFiles: list });
  const FIELD = 'kycCorporateFiles_supplementaryFiles_0';

  it('asks for the English translation of a document not in English, until it is marked English', async () => {
    const { translationPath: _left, ...untranslated } = translated;
    const { user, submit, onSubmit } = await renderForm(corporateFilesForm, {
      formData: files(untranslated),
    });
    await submit();
    expect(errorOf(`${FIELD}_translationPath`)).toBe('Upload the English translation of this document');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('This document is in English'));
    expect(document.getElementById(`${FIELD}_translationPath`)).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(files({ ...untranslated, isEnglish: true }));
  });

  it('starts with "in English" unticked, so a translation is asked for by default', async () => {
    await renderForm(corporateFilesForm);
    expect(screen.getByLabelText('This document is in English')).not.toBeChecked();
    expect(document.getElementById(`${FIELD}_translationPath`)).not.toBeNull();
  });

  it('refuses a document issued more than 12 months ago (zh_CN)', async () => {
    const old = { ...english, issueDate: shiftMonths(new Date(), -13) };
    const { submit } = await renderForm(corporateFilesForm, { lng: 'zh_CN', formData: files(old) });
    await submit();
    expect(errorOf(`${FIELD}_issueDate`)).toBe('该文件须为近 12 个月内签发');
  });

  it('gives an operating-status proof 3 months, and refuses future issue dates', () => {
    const proof = { ...english, fileType: 'operating_status_proof' };
    const DATE = 'supplementaryFiles.0.issueDate';
    const at = (months: number, file = proof) =>
      files({ ...file, issueDate: shiftMonths(new Date(), months) });
    expect(validate(corporateFilesForm, at(-3))).toEqual([]);
    expect(validate(corporateFilesForm, at(-4))).toEqual([`${DATE} kyc:files.issueDateTooOld`]);
    expect(validate(corporateFilesForm, at(-4, english))).toEqual([]);
    expect(validate(corporateFilesForm, at(-12, english))).toEqual([]);
    expect(validate(corporateFilesForm, at(1, english))).toEqual([`${DATE} kyc:files.issueDateInFuture`]);
  });
});

describe('spec §3, §5, §9 corporate related people (kycCorporatePeople → saveCorporateKycPeople)', () => {
  const idCardHolder = sampleItem(corporatePeopleForm.sample.relatedPeople, 0);
  const passportHolder = sampleItem(corporatePeopleForm.sample.relatedPeople, 1);
  const people = (count: number) => ({
    relatedPeople: Array.from({ length: count }, () => passportHolder),
  });
  const button = (id: string) => document.getElementById(`kycCorporatePeople_relatedPeople${id}`);

  it('holds 1 to 10 people', () => {
    expect(validate(corporatePeopleForm, people(1))).toEqual([]);
    expect(validate(corporatePeopleForm, people(10))).toEqual([]);
    expect(validate(corporatePeopleForm, people(0))).toEqual(['relatedPeople minItems']);
    expect(validate(corporatePeopleForm, people(11))).toEqual(['relatedPeople maxItems']);
  });

  // Ten people's forms render one after the other: seconds of jsdom work on a loaded 2-core machine.
  it('offers Add up to the 10th person, and no Remove for the only one', { timeout: 60_000 }, async () => {
    const { user, submit, onSubmit } = await renderForm(corporatePeopleForm, { formData: people(9) });
    await user.click(screen.getByRole('button', { name: 'Add a person' }));
    expect(button('_9_firstName')).not.toBeNull();
    expect(button('__add')).toBeNull();
    expect(button('_0__remove')).not.toBeNull();
    await submit();
    expect(onSubmit).not.toHaveBeenCalled(); // the 10th person is still empty
  });

  it('keeps the last person: no Remove button with one person (zh_CN Add label)', async () => {
    await renderForm(corporatePeopleForm, { lng: 'zh_CN', formData: people(1) });
    expect(button('_0__remove')).toBeNull();
    expect(screen.getByRole('button', { name: '添加人员' })).toBeInTheDocument();
  });

  it('accepts a passport or an ID card, never a driver licence', async () => {
    const schema = corporatePeopleForm.schema.properties?.relatedPeople as {
      items: { properties: { certificateType: { enum: string[] } } };
    };
    expect([...schema.items.properties.certificateType.enum].sort()).toEqual([
      'other_legal_document',
      'passport',
    ]);
    await renderForm(corporatePeopleForm, { formData: people(1) });
    expect(screen.getByRole('radio', { name: 'Passport' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Driver licence' })).toBeNull();
    const driver = { ...passportHolder, certificateType: 'driver_license' };
    expect(validate(corporatePeopleForm, { relatedPeople: [driver] })).toEqual([
      'relatedPeople.0.certificateType enum',
    ]);
  });

  it('asks for the back of an ID card', async () => {
    const { secondPhoto: _left, ...noBack } = idCardHolder;
    const { submit } = await renderForm(corporatePeopleForm, {
      formData: { relatedPeople: [noBack] },
    });
    await submit();
    const message = 'An ID card needs a photo of its back';
    expect(errorOf('kycCorporatePeople_relatedPeople_0_secondPhoto')).toBe(message);
  });
});

describe('spec §5 corporate declaration (kycCorporateDeclaration → submitCorporateKyc)', () => {
  it('starts unticked and submits once ticked', async () => {
    const { user, submit, onSubmit } = await renderForm(corporateDeclarationForm);
    const box = screen.getByLabelText('I have read and agree to the declaration');
    expect(box).not.toBeChecked();
    await user.click(box);
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({ declarationAccepted: true });
  });

  it('refuses an unticked box', () => {
    expect(validate(corporateDeclarationForm, { declarationAccepted: false })).toEqual([
      'declarationAccepted const',
    ]);
  });
});
