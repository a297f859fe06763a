// Apply for more invitations (submitInviteApplication, spec §3 "Invitation application: number,
// description"): a positive integer (spec §5) and why they are needed.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import * as bodies from '@generated/request-bodies';

export type InviteApplicationData = { number: number; description: string };

// The field is an integer, so the string format positive-integer cannot apply: type and minimum say it,
// with that format's message.
const POSITIVE_INTEGER_MESSAGE = 'forms:errors.format.positive-integer';

export const inviteApplicationForm: FormDefinition<InviteApplicationData> = {
  id: 'invite-application',
  title: 'personal:forms.inviteApplication.title',
  operationId: 'submitInviteApplication',
  schema: pickRequestBody(bodies.submitInviteApplication, ['number', 'description']),
  uiSchema: {
    'ui:order': ['number', 'description'],
    number: {
      'ui:title': 'personal:forms.inviteApplication.number',
      'ui:placeholder': 'personal:forms.inviteApplication.numberPlaceholder',
      'ui:errorMessages': { type: POSITIVE_INTEGER_MESSAGE, minimum: POSITIVE_INTEGER_MESSAGE },
    },
    description: {
      'ui:title': 'personal:forms.inviteApplication.description',
      'ui:placeholder': 'personal:forms.inviteApplication.descriptionPlaceholder',
      'ui:widget': 'textarea',
      'ui:options': { showCount: true, rows: 4 },
      'ui:errorMessages': { pattern: 'forms:errors.required' },
    },
  },
  sample: { number: 20, description: 'Onboarding the investment club of my company.' },
};
