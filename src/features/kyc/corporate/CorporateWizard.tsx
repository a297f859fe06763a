import { Alert, Card, Stepper, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { CorporateKycDraft, CorporateKycStep } from '@generated/models';
import { operatingAddressForBody } from '@schemas/kyc/corporate-address';
import { type CorporateBasicFormData, corporateBasicForm } from '@schemas/kyc/corporate-basic';
import { corporateDeclarationForm } from '@schemas/kyc/corporate-declaration';
import { type CorporateFilesFormData, corporateFilesForm } from '@schemas/kyc/corporate-files';
import { type CorporatePeopleFormData, corporatePeopleForm } from '@schemas/kyc/corporate-people';
import { PrepareStep } from './PrepareStep';
import { carriedOf, fieldsOf } from './saved-fields';
import { StepForm } from './StepForm';
import { useWizardSaves } from './use-wizard-saves';
import { nextStep, shownStep, STEP_PARAM, stepIndex, WIZARD_STEPS } from './wizard-steps';
import { useFocusOnStepChange } from '@/ui/use-focus-on-show';

export interface CorporateWizardProps {
  /** The saved application (getCorporateKycDraft), null for a new one. */
  draft: CorporateKycDraft | null;
  onSubmitted: () => void;
  /** The first save created the application: its id and the step it goes on with, for the page's address. */
  onCreated?: (id: number, step: CorporateKycStep) => void;
}

/**
 * prepare → basic → files → people → declaration; each step saves and records where the user is (spec §4).
 * The step shown is in the address (`?step=`), so a language switch (a reload, spec §4) reopens it; any step
 * up to the furthest reached can be opened again from the stepper.
 */
export function CorporateWizard({ draft, onSubmitted, onCreated }: CorporateWizardProps) {
  const { t } = useTranslation('kyc');
  const saves = useWizardSaves();
  const [saved, setSaved] = useState<Partial<CorporateKycDraft>>(draft ?? {});
  const [reached, setReached] = useState<CorporateKycStep>(draft?.step ?? 'prepare');
  const [params, setParams] = useSearchParams();
  const step = shownStep(params.get(STEP_PARAM), reached);
  const id = saved.id;
  const wizard = useFocusOnStepChange<HTMLDivElement>(step);

  const show = (to: CorporateKycStep) =>
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), [STEP_PARAM]: to }), {
      replace: true,
    });
  const reach = (to: CorporateKycStep) =>
    setReached((before) => (stepIndex(to) > stepIndex(before) ? to : before));

  /** Records the step reached, then shows it (the draft reopens there, on any device). */
  const goTo = async (to: CorporateKycStep, applicationId = id) => {
    if (applicationId !== undefined) await saves.saveStep(applicationId, to);
    reach(to);
    show(to);
  };

  const saveBasic = async (data: CorporateBasicFormData) => {
    const body = { ...data, operatingAddress: operatingAddressForBody(data.operatingAddress) };
    const newId = (await saves.saveInput({ ...body, id })) ?? id;
    setSaved((before) => ({ ...before, ...body, id: newId }));
    const to = nextStep('basic_info');
    if (id !== undefined || newId === undefined) return goTo(to, newId);
    // The page moves to the new application's address, with the step in it.
    await saves.saveStep(newId, to);
    reach(to);
    onCreated?.(newId, to);
  };

  const saveFiles = async (data: CorporateFilesFormData) => {
    const carried = carriedOf(saved, corporateFilesForm.carriedFields ?? []);
    await saves.saveInput({ ...(carried as unknown as CorporateBasicFormData), ...data, id });
    setSaved((before) => ({ ...before, ...data }));
    await goTo(nextStep('upload_files'));
  };

  const savePeople = async (data: CorporatePeopleFormData) => {
    if (id === undefined) return;
    await saves.savePeople(id, data);
    setSaved((before) => ({ ...before, ...data }));
    await goTo(nextStep('related_people'));
  };

  const submit = async () => {
    if (id === undefined) return;
    await saves.submit(id);
    onSubmitted();
  };

  const back = (to: CorporateKycStep) => () => show(to);
  const continueLabel = t('wizard.saveAndContinue');
  const body: Record<CorporateKycStep, ReactNode> = {
    prepare: <PrepareStep busy={saves.stepPending} onStart={() => void goTo('basic_info')} />,
    basic_info: (
      <StepForm<CorporateBasicFormData>
        form={corporateBasicForm}
        formData={fieldsOf(saved, corporateBasicForm.schema)}
        submitLabel={continueLabel}
        onSubmit={saveBasic}
        onBack={back('prepare')}
      />
    ),
    upload_files: (
      <StepForm<CorporateFilesFormData>
        form={corporateFilesForm}
        formData={fieldsOf(saved, corporateFilesForm.schema)}
        submitLabel={continueLabel}
        onSubmit={saveFiles}
        onBack={back('basic_info')}
      />
    ),
    related_people: (
      <StepForm<CorporatePeopleFormData>
        form={corporatePeopleForm}
        formData={fieldsOf(saved, corporatePeopleForm.schema)}
        submitLabel={continueLabel}
        onSubmit={savePeople}
        onBack={back('upload_files')}
      />
    ),
    declaration: (
      <StepForm
        form={corporateDeclarationForm}
        formData={{}}
        submitLabel={t('wizard.submit')}
        onSubmit={submit}
        onBack={back('related_people')}
      />
    ),
  };

  return (
    <Card withBorder padding="lg" ref={wizard}>
      {draft?.status === 'to_be_improved' && draft.remark && (
        <Alert color="orange" title={t('wizard.toImproveTitle')} mb="md" data-testid="to-improve">
          <Text size="sm">{draft.remark}</Text>
        </Alert>
      )}
      <Stepper
        active={stepIndex(step)}
        size="sm"
        allowNextStepsSelect={false}
        onStepClick={(index) => {
          const to = WIZARD_STEPS[index];
          if (to && index <= stepIndex(reached)) show(to);
        }}
      >
        {WIZARD_STEPS.map((name) => (
          <Stepper.Step key={name} label={t(`wizard.steps.${name}`)}>
            {body[name]}
          </Stepper.Step>
        ))}
      </Stepper>
    </Card>
  );
}
