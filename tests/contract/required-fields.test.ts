// An answer field is required only when the app cannot work without it (design.md "The contract"):
// every required answer field is named in the app's code or form definitions, and
// `npm run contract:required` lists each with the screens calling its operation.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBundledContract } from '../../scripts/contract-report.mjs';
import {
  callersOf,
  fieldName,
  requiredAnswerFields,
  requiredOnlyForUncalled,
  unreadNames,
  type OperationFields,
} from '../../scripts/contract-required.mjs';

describe('contract: required answer fields', () => {
  let operations: OperationFields[] = [];
  let doc: unknown;

  beforeAll(async () => {
    doc = await loadBundledContract();
    operations = requiredAnswerFields(doc);
  });

  it('lists the fields spec §3 and §7 say the app reads, with the files that call the operation', () => {
    const fields = (id: string) => operations.find((op) => op.operationId === id)?.fields;
    expect(fields('getUserInfo')).toEqual(expect.arrayContaining(['data.kyc']));
    expect(fields('getRate')).toEqual(['data.rate']);
    expect(fields('getUnreadMessageCount')).toEqual(
      expect.arrayContaining(['data.noReadMsgCount', 'data.userMessageList']),
    );
    expect(callersOf('getUserInfo')).toContain('src/api/session/SessionProvider.tsx');
    expect(callersOf('getRate')).toEqual(['src/api/session/use-fiat.ts']);
  });

  it('finds a name the app never uses, and no required answer field is one', () => {
    expect(unreadNames(['kyc', 'fieldNoScreenReads'])).toEqual(['fieldNoScreenReads']);
    const names = operations.flatMap(({ fields }) => fields.map(fieldName));
    // 192 required answer fields in contract 1.0.0: the check must read most of them, not a few.
    expect(names.length).toBeGreaterThan(150);
    expect(unreadNames(names)).toEqual([]);
  });

  it('requires nothing in the answers of operations no app file calls (spec §7 "known only by name")', () => {
    expect(requiredOnlyForUncalled(doc)).toEqual([]);
    // the same contract, as if no screen called getUserInfo: its user's fields would be reported
    const withoutUserInfo = (id: string) => (id === 'getUserInfo' ? [] : callersOf(id));
    expect(requiredOnlyForUncalled(doc, withoutUserInfo)).toContain('UserInfo');
  });
});
