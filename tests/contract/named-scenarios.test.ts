// The named examples cover every state the app shows (design.md "Named examples for each state a screen
// can be in"); the first example under 200 is what Prism answers by default.
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations, loadContract, type Example, type Operation } from './load-contract';

type Examples = Record<string, Example>;

describe('spec §3, §4, §8 QA scenarios as named examples', () => {
  let operations: Operation[] = [];
  const examples = (id: string, status = '200'): Examples => {
    const op = operations.find((operation) => operation.operationId === id);
    return op?.responses[status]?.content?.['application/json']?.examples ?? {};
  };
  const data = (example: Example | undefined) => (example?.value as { data: Record<string, unknown> }).data;
  const code = (example: Example | undefined) => (example?.value as { code: string }).code;

  beforeAll(async () => {
    operations = listOperations(await loadContract()).map(({ operation }) => operation);
  });

  it('getUserInfo: kycApproved first, then pending, rejected, unknown (spec §4 KYC)', () => {
    const user = examples('getUserInfo');
    // Then further named states (the security screens' verification states).
    expect(Object.keys(user).slice(0, 4)).toEqual(['kycApproved', 'kycPending', 'kycRejected', 'kycUnknown']);
    for (const [name, status] of Object.entries({
      kycApproved: 'approved',
      kycPending: 'pending',
      kycRejected: 'rejected',
      kycUnknown: 'unknown',
    })) {
      expect(data(user[name])).toMatchObject({ kyc: status });
    }
  });

  it('getPublicInfo: default first, loginForbidden, registerHidden, loginHidden (spec §3, §8)', () => {
    const info = examples('getPublicInfo');
    expect(Object.keys(info)[0]).toBe('default');
    expect(data(info.default)).toMatchObject({
      loginForbidden: false,
      loginHide: false,
      registerHide: false,
    });
    expect(data(info.loginForbidden)).toMatchObject({ loginForbidden: true });
    expect(data(info.registerHidden)).toMatchObject({ loginHide: false, registerHide: true });
    expect(data(info.loginHidden)).toMatchObject({ loginHide: true });
    expect(data(info.default)).toMatchObject({ restrictionType: '1' });
    expect(Object.keys(data(info.default).seoMap as object)).toEqual(['en_US', 'zh_CN']);
    expect((data(info.default).lan as { code: string }[]).map((l) => l.code)).toEqual(['en_US', 'zh_CN']);
  });

  it('login: a token by default, LOGIN_FORBIDDEN and LOGIN_CLOSED under 200, GOOGLE_VERIFY_FAILED under 400', () => {
    const login = examples('login');
    expect(Object.keys(login)[0]).toBe('default');
    expect(data(login.default)).toMatchObject({ token: expect.any(String) });
    expect(code(login.LOGIN_FORBIDDEN)).toBe('LOGIN_FORBIDDEN');
    expect(code(login.LOGIN_CLOSED)).toBe('LOGIN_CLOSED');
    expect(code(examples('login', '400').GOOGLE_VERIFY_FAILED)).toBe('GOOGLE_VERIFY_FAILED');
  });

  it('logout and changeLanguage: SUCCESS by default and a failure with a message (spec §7, §8)', () => {
    for (const [id, failure] of [
      ['logout', 'LOGOUT_FAILED'],
      ['changeLanguage', 'LANGUAGE_NOT_SUPPORTED'],
    ] as const) {
      const answers = examples(id);
      expect(code(answers.default)).toBe('SUCCESS');
      expect(code(answers[failure])).not.toBe('SUCCESS');
      expect((answers[failure]?.value as { message: string }).message).toBeTruthy();
    }
  });

  it('getFiatCoinList: usd and cny and more by default (spec §3, §8 fallback)', () => {
    const list = data(examples('getFiatCoinList').default) as unknown as { code: string }[];
    expect(list.map((fiat) => fiat.code)).toEqual(expect.arrayContaining(['usd', 'cny']));
    expect(list.length).toBeGreaterThan(2);
  });

  it('getUnreadMessageCount: 3 unread by default, and noneUnread', () => {
    const counts = examples('getUnreadMessageCount');
    expect(data(counts.default)).toMatchObject({ noReadMsgCount: 3 });
    expect(data(counts.noneUnread)).toMatchObject({ noReadMsgCount: 0, userMessageList: [] });
  });
});
