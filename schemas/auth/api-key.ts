// A new API key (createApiKey, spec §7 openapi/create_open_api): a note (required, spec §5 "A note is
// required where IPs are bound"), up to 5 IPv4 addresses comma-separated (spec §5, §9) and the codes of
// the methods the user has on (scene API_KEY). Spec §9's 5 keys per user is the page's to enforce.
import type { FormDefinition } from '../form-definition';
import { pickRequestBody } from '../pick-request-body';
import type { MethodCodes, SecurityMethods } from './security-codes';
import { GALLERY_METHODS, codeRules, methodCodesPart, requiredCodes, sampleCodes } from './security-codes';
import type { CustomValidator } from '@rjsf/utils';
import { ipListProblem } from '../records/record-rules';
import * as bodies from '@generated/request-bodies';

export type ApiKeyData = { label: string; ip?: string } & MethodCodes;

const IP_LIST_MESSAGE = 'forms:errors.format.ip-list';

/**
 * Spec §5: no IP twice. Invalid addresses and more than 5 are the `ip-list` format's message; a repeated
 * one passes that format, so it gets its own.
 */
const ipsOnce: CustomValidator<ApiKeyData> = (data, errors) => {
  if (data?.ip && ipListProblem(data.ip) === 'duplicate') errors.ip?.addError('records:rules.ipDuplicate');
  return errors;
};

export function apiKeyFormFor(methods: SecurityMethods): FormDefinition<ApiKeyData> {
  // Every method's code is in the data schema (one precompiled validator for every user); the methods the
  // user has on decide which show and are required.
  const codes = methodCodesPart(methods);
  const fields = ['label', 'ip', ...codes.fields];
  return {
    id: 'api-key',
    title: 'personal:forms.apiKey.title',
    operationId: 'createApiKey',
    schema: pickRequestBody(bodies.createApiKey, fields, {
      ip: { format: 'ip-list' },
      ...codeRules(codes.fields),
    }),
    uiSchema: {
      'ui:order': fields,
      label: {
        'ui:title': 'personal:forms.apiKey.note',
        'ui:placeholder': 'personal:forms.apiKey.notePlaceholder',
        'ui:errorMessages': { pattern: 'forms:errors.required' },
      },
      ip: {
        'ui:title': 'personal:forms.apiKey.ips',
        'ui:placeholder': 'personal:forms.apiKey.ipsPlaceholder',
        'ui:help': 'personal:forms.apiKey.ipsHelp',
        // Spaces typed after the commas are dropped: the wire form has none.
        'ui:widget': 'smartText',
        'ui:options': { stripSpaces: true },
        'ui:errorMessages': { pattern: IP_LIST_MESSAGE, maxLength: IP_LIST_MESSAGE },
      },
      ...codes.ui,
    },
    customValidate: requiredCodes(codes.on, ipsOnce),
    sample: { label: 'Trading bot', ip: '203.0.113.10,203.0.113.11' },
    secretSample: sampleCodes(codes.on),
  };
}

export const apiKeyForm = apiKeyFormFor(GALLERY_METHODS);
