// Login in two steps (api-family.md user/login_in then user/confirm_login): the login answer
// says whether a second step is due and by which methods, with the step token confirmLogin takes.
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract, type LocatedOperation } from './load-contract';

describe('contract: login second step', () => {
  let operations: LocatedOperation[] = [];
  const byId = (id: string) => operations.find(({ operation }) => operation.operationId === id)!.operation;
  const answers = (id: string) => byId(id).responses['200']?.content?.['application/json']?.examples ?? {};

  beforeAll(async () => {
    operations = listOperations(await loadContract());
  });

  it('names an answer with no second step and one per method (google, sms, email)', () => {
    const login = answers('login');
    expect(login.default?.value).toMatchObject({ data: { secondStepRequired: false, checkTypes: [] } });
    for (const [name, method] of [
      ['secondStepGoogle', 'google'],
      ['secondStepSms', 'sms'],
      ['secondStepEmail', 'email'],
    ] as const) {
      expect(login[name]?.value, name).toMatchObject({
        code: '0', // user/login_in answers the family's older envelope
        data: { secondStepRequired: true, checkTypes: [method] },
      });
    }
  });

  it('takes the step token and one of the offered methods in confirmLogin, and names a wrong code', () => {
    const body = byId('confirmLogin').requestBody?.content['application/json'];
    const methods = Object.values(body?.examples ?? {}).map(
      (e) => (e.value as { checkType: string }).checkType,
    );
    expect(methods.sort()).toEqual(['email', 'google', 'sms']);
    const stepToken = (answers('login').secondStepSms?.value as { data: { token: string } }).data.token;
    for (const example of Object.values(body?.examples ?? {}))
      expect((example.value as { token: string }).token).toBe(stepToken);
    expect(answers('confirmLogin').VERIFY_CODE_INVALID?.value).toMatchObject({ code: 'VERIFY_CODE_INVALID' });
  });

  it('carries the site flag that forces Google authentication in public info (spec §3)', () => {
    const info = answers('getPublicInfo');
    expect(info.default?.value).toMatchObject({ data: { is_enforce_google_auth: false } });
    expect(info.googleAuthEnforced?.value).toMatchObject({ data: { is_enforce_google_auth: true } });
  });
});
