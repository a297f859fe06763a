// Nickname (updateNickname, spec §7 user/nickname_update): not blank, at most 10 characters (spec §5, §9).
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import * as bodies from '@generated/request-bodies';

export type NicknameData = { nickname: string };

const NICKNAME_MESSAGE = 'forms:errors.format.nickname';

export const nicknameForm: FormDefinition<NicknameData> = {
  id: 'nickname',
  title: 'personal:forms.nickname.title',
  operationId: 'updateNickname',
  schema: pickRequestBody(bodies.updateNickname, ['nickname'], { nickname: { format: 'nickname' } }),
  uiSchema: {
    'ui:order': ['nickname'],
    nickname: {
      'ui:title': 'personal:forms.nickname.nickname',
      'ui:placeholder': 'personal:forms.nickname.placeholder',
      'ui:help': 'personal:forms.nickname.help',
      'ui:autocomplete': 'nickname',
      'ui:errorMessages': {
        minLength: NICKNAME_MESSAGE,
        maxLength: NICKNAME_MESSAGE,
        pattern: NICKNAME_MESSAGE,
      },
    },
  },
  sample: { nickname: 'Investor 7' },
};
