import {
  useCompleteCorporateKycUserInput,
  useSaveCorporateKycDraft,
  useSaveCorporateKycPeople,
  useSubmitCorporateKyc,
} from '@generated/hooks/kyc/kyc';
import type { CorporateKycStep, CorporateUserInputRequest } from '@generated/models';
import type { CorporatePeopleFormData } from '@schemas/kyc/corporate-people';

type UserInput = Omit<CorporateUserInputRequest, 'uaTime' | 'securityInfo'>;

/** The calls of the canonical corporate flow (openapi/paths/kyc.yaml): input, people, step, submit. */
export function useWizardSaves() {
  const input = useCompleteCorporateKycUserInput();
  const people = useSaveCorporateKycPeople();
  const step = useSaveCorporateKycDraft();
  const submit = useSubmitCorporateKyc();
  return {
    /** Saves the company's input; without id it creates the application. Answers the application id. */
    saveInput: async (data: UserInput) => (await input.mutateAsync({ data })).data?.id,
    savePeople: (id: number, data: CorporatePeopleFormData) =>
      people.mutateAsync({ data: { id, relatedPeople: data.relatedPeople } }),
    saveStep: (id: number, at: CorporateKycStep) => step.mutateAsync({ data: { id, step: at } }),
    submit: (id: number) => submit.mutateAsync({ data: { id, declarationAccepted: true } }),
    stepPending: step.isPending,
  };
}
