// Spec §8: "any other code is logged and the message shown by callers"; the codes a feature names have their
// text in the reader's language. codeText(table) is the one helper: a code of the table gets its text, every
// other failure stays as it came (describeApiError then shows the server's message, else the generic text),
// and no raw translation key ever reaches the reader.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { describeApiError } from '@/api/describe-error';
import { applyLanguage, i18n } from '@/i18n';
import { codeText, withText } from '@/kit/code-text/code-text';

const TABLE = {
  LOGIN_FORBIDDEN: 'auth:errors.loginForbidden',
  WITHDRAW_DAILY_LIMIT_EXCEEDED: 'withdraw:errors.dailyLimit',
  // A key the locale files lack: the code must read as if the table did not name it.
  STEP_GONE: 'auth:errors.noSuchKeyInAnyLocale',
};
const texts = codeText(TABLE);
const failure = (code: string, message = 'server words') =>
  new ApiError(code, message, 200, { code, message });

afterEach(() => applyLanguage('en_US'));

describe('codeText (spec §8)', () => {
  it('a code the table names gets its text; any other failure comes back as it was', () => {
    const codes = fc.oneof(
      fc.constantFrom(...Object.keys(TABLE)),
      fc.constantFrom('SERVER_BUSY', 'HTTP_502', 'toString', '__proto__', 'constructor'),
      fc.stringMatching(/^[A-Z_]{1,20}$/),
    );
    const verdicts = { ownText: 0, unchanged: 0 };
    fc.assert(
      fc.property(codes, fc.string(), (code, message) => {
        const error = failure(code, message);
        const shown = texts.translate(error);
        const key = (TABLE as Record<string, string>)[code];
        const named = Object.keys(TABLE).includes(code) && key !== undefined && i18n.exists(key);
        if (named) {
          verdicts.ownText += 1;
          expect(shown).toBeInstanceOf(ApiError);
          expect((shown as ApiError).message).toBe(i18n.t(key));
          expect(shown).toMatchObject({ code, httpStatus: 200, body: { code, message } });
        } else {
          verdicts.unchanged += 1;
          expect(shown).toBe(error);
        }
        expect(Object.values(TABLE)).not.toContain((shown as ApiError).message);
        expect(texts.has(code)).toBe(named);
      }),
      { numRuns: 200 },
    );
    expect(verdicts.ownText).toBeGreaterThan(0);
    expect(verdicts.unchanged).toBeGreaterThan(0);
  });

  it("a key the language lacks shows the server's message, else the generic text, never the key", () => {
    expect(describeApiError(texts.translate(failure('STEP_GONE')), (key) => i18n.t(key))).toBe(
      'server words',
    );
    const bare = texts.translate(failure('STEP_GONE', ''));
    expect(describeApiError(bare, (key) => i18n.t(key))).toBe(i18n.t('common:http.serverBusy'));
    expect(texts.failure('STEP_GONE').message).toBe('');
  });

  it("reads in the reader's language and fills in the values a text names", async () => {
    await applyLanguage('zh_CN');
    expect((texts.translate(failure('LOGIN_FORBIDDEN')) as ApiError).message).toBe('该账户已被禁止登录。');
    const limit = texts.translate(failure('WITHDRAW_DAILY_LIMIT_EXCEEDED'), {
      remainingDailyLimit: '1,000',
      symbol: 'USDT',
    }) as ApiError;
    expect(limit.message).toBe('扣除手续费后的金额必须低于今日剩余额度：1,000 USDT。');
  });

  it('guard passes an answer through and rethrows a failure translated; failure() builds one of ours', async () => {
    await expect(texts.guard(Promise.resolve('answer'))).resolves.toBe('answer');
    await expect(texts.guard(Promise.reject(failure('LOGIN_FORBIDDEN')))).rejects.toMatchObject({
      code: 'LOGIN_FORBIDDEN',
      message: 'Login is forbidden for this account.',
    });
    const plain = new Error('not a call failure');
    await expect(texts.guard(Promise.reject(plain))).rejects.toBe(plain);
    expect(texts.failure('LOGIN_FORBIDDEN')).toMatchObject({
      code: 'LOGIN_FORBIDDEN',
      message: 'Login is forbidden for this account.',
    });
  });

  it("describe gives a confirm button its words: the table's text, else the server's, else the generic one", () => {
    expect(texts.describe(failure('LOGIN_FORBIDDEN'))).toBe('Login is forbidden for this account.');
    expect(texts.describe(failure('SERVER_BUSY', 'Busy now'))).toBe('Busy now');
    expect(texts.describe(failure('SERVER_BUSY', ''))).toBe(i18n.t('common:http.serverBusy'));
    expect(texts.describe(new Error('thrown'))).toBe(i18n.t('common:http.serverBusy'));
  });

  it('withText keeps the code, status and body and changes only the words', () => {
    const error = new ApiError('IDENTITY_WRONG', 'wrong', 200, { remaining: 2 });
    expect(withText(error, 'Two tries left')).toMatchObject({
      code: 'IDENTITY_WRONG',
      message: 'Two tries left',
      httpStatus: 200,
      body: { remaining: 2 },
    });
  });
});
