// Spec §4/§5 code senders: the one hook every screen wires its send-code fields with. Signed in, a code
// request carries the security check's result and goes to the bound phone or email, or to what the form
// holds; inside a flow it carries the flow's token instead (contract CodeFlowToken) and `account` sends to
// the flow's account, its countdown running from the last send.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CodeScene } from '@generated/models';
import { type CodeFlow, useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { SLIDER_VERIFICATION, type SolvedCaptcha } from '@/lib/captcha';
import { mockApi } from '../../test-utils/mock-api';
import { newQueryClient } from '../../test-utils/query-clients';
import { answerOperations, callsTo, lastBodySentTo } from '../../test-utils/screen-kit';

const CAPTCHA: SolvedCaptcha = {
  verificationType: SLIDER_VERIFICATION,
  csessionid: 'session-1',
  sig: 'sig-1',
  token: 'captcha-token',
  scene: 'nc_message',
};
const SENT = { status: 200, body: { code: 'SUCCESS', message: 'success', data: null } };
const EMAIL_VERIFY_TOKEN = 'evt_3b8f1d6a9c2e4b7d'; // openapi/examples/auth.yaml emailCodeSent

function senders(scene: CodeScene, flow?: CodeFlow) {
  const fetchMock = mockApi(answerOperations({ sendSmsCode: SENT, sendEmailCode: 'emailCodeSent' }));
  const client = newQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook((props: { flow?: CodeFlow }) => useCodeSenders(scene, props.flow), {
    wrapper,
    initialProps: { flow },
  });
  const send = async (key: string) => {
    const sender = hook.result.current.formContext.sendCode[key];
    if (!sender) throw new Error(`no ${key} sender`);
    await act(() => sender(CAPTCHA));
  };
  return { fetchMock, hook, send };
}

describe('useCodeSenders (spec §4, §5)', () => {
  it('signed in: the bound phone and email get the scene with the security check, email keeps its verifyToken', async () => {
    const { fetchMock, hook, send } = senders(CodeScene.WITHDRAW);
    expect(hook.result.current.formContext.sendCode.account).toBeUndefined();

    await send('sms');
    const sms = lastBodySentTo(fetchMock, 'sendSmsCode');
    expect(sms).toMatchObject({ smsType: 'WITHDRAW', operationType: 'WITHDRAW', csessionid: 'session-1' });
    expect(sms).toMatchObject({ token: 'captcha-token' });
    expect(sms).not.toHaveProperty('mobile');

    await send('email');
    const email = lastBodySentTo(fetchMock, 'sendEmailCode');
    expect(email).toMatchObject({ operationType: 'WITHDRAW', sig: 'sig-1', scene: 'nc_message' });
    expect(email).not.toHaveProperty('email');
    expect(hook.result.current.emailTokens()).toEqual({ email: EMAIL_VERIFY_TOKEN });
  });

  it('signed in: newSms and newEmail send to what the form holds at click time', async () => {
    const { fetchMock, hook, send } = senders(CodeScene.CHANGE_PHONE);
    hook.result.current.track({
      countryCode: '+86',
      mobileNumber: '13800138000',
      email: ' new@example.com ',
    });

    await send('newSms');
    expect(lastBodySentTo(fetchMock, 'sendSmsCode')).toMatchObject({
      smsType: 'CHANGE_PHONE',
      countryCode: '86',
      mobile: '13800138000',
      csessionid: 'session-1',
    });
    await send('newEmail');
    expect(lastBodySentTo(fetchMock, 'sendEmailCode')).toMatchObject({
      operationType: 'CHANGE_PHONE',
      email: 'new@example.com',
    });
    expect(hook.result.current.emailTokens()).toEqual({ newEmail: EMAIL_VERIFY_TOKEN });
  });

  it("in a flow: the account gets the flow's token and no captcha, and its countdown restarts from the resend", async () => {
    const flow: CodeFlow = {
      token: 'flow-token',
      account: { by: 'email', to: { email: 'a@example.com' } },
      sentAt: 1000,
    };
    const { fetchMock, hook, send } = senders(CodeScene.RESET_PASSWORD, flow);
    expect(hook.result.current.formContext.codeSentAt.account).toBe(1000);

    await send('account');
    const body = lastBodySentTo(fetchMock, 'sendEmailCode');
    expect(body).toMatchObject({
      token: 'flow-token',
      scene: 'RESET_PASSWORD',
      operationType: 'RESET_PASSWORD',
      email: 'a@example.com',
    });
    expect(body).not.toHaveProperty('csessionid');
    expect(hook.result.current.emailTokens()).toEqual({ account: EMAIL_VERIFY_TOKEN });
    expect(hook.result.current.formContext.codeSentAt.account).toBeGreaterThan(1000);
  });

  it('in a flow whose first step answered no token (register): the phone gets the scene without one', async () => {
    const flow: CodeFlow = {
      token: undefined,
      account: { by: 'sms', to: { countryCode: '86', mobile: '13800138000' } },
      sentAt: 1000,
    };
    const { fetchMock, send } = senders(CodeScene.REGISTER, flow);
    await send('account');
    const body = lastBodySentTo(fetchMock, 'sendSmsCode');
    expect(body).toEqual(
      expect.objectContaining({
        smsType: 'REGISTER',
        operationType: 'REGISTER',
        countryCode: '86',
        mobile: '13800138000',
      }),
    );
    expect(body).not.toHaveProperty('token');
    expect(callsTo(fetchMock, 'sendEmailCode')).toHaveLength(0);
  });

  it("login's second step: sms and email go to the flow's user with its token, and there is no account sender", async () => {
    const { fetchMock, hook, send } = senders(CodeScene.LOGIN, { token: 'login-step' });
    expect(hook.result.current.formContext.sendCode.account).toBeUndefined();
    await send('sms');
    const body = lastBodySentTo(fetchMock, 'sendSmsCode');
    expect(body).toMatchObject({ token: 'login-step', smsType: 'LOGIN', operationType: 'LOGIN' });
    expect(body).not.toHaveProperty('csessionid');
  });

  it('keeps its formContext while a screen rebuilds the same account on each render (rjsf keeps the first one)', () => {
    const account = () => ({ by: 'sms' as const, to: { countryCode: '86', mobile: '13800138000' } });
    const { hook } = senders(CodeScene.REGISTER, { token: 't', account: account(), sentAt: 1 });
    const first = hook.result.current.formContext;
    hook.rerender({ flow: { token: 't', account: account(), sentAt: 1 } });
    expect(hook.result.current.formContext).toBe(first);
    hook.rerender({
      flow: {
        token: 't',
        account: { by: 'sms', to: { countryCode: '86', mobile: '13900139000' } },
        sentAt: 1,
      },
    });
    expect(hook.result.current.formContext).not.toBe(first);
  });
});
