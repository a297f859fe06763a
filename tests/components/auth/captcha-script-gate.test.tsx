import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SliderCaptcha } from '@/forms/connected/SliderCaptcha';
import { resetCaptchaScripts } from '@/lib/captcha-script';
import { contractExample } from '../../test-utils/contract-examples';
import { mockApi } from '../../test-utils/mock-api';
import { renderUi } from '../../test-utils/render';
import { pathOf } from '../../test-utils/screen-kit';

const VENDOR_URL = 'https://captcha.example.com/slider.js';
const vendorScripts = () => document.head.querySelectorAll(`script[src="${VENDOR_URL}"]`);

const GEETEST_URL = 'https://captcha.example.com/gt.js';

/** A stand-in for the slider vendor's API: its widget is one button that succeeds with `result`. */
function fakeNoCaptcha(result: { sessionId: string; sig: string; token: string }): Window['AWSC'] {
  return {
    use: (_module, ready) =>
      ready('loaded', {
        init: ({ renderTo, success }) => {
          const button = document.createElement('button');
          button.textContent = 'vendor slide';
          button.addEventListener('click', () => success(result));
          document.getElementById(renderTo)?.append(button);
        },
      }),
  };
}

/** A stand-in for geetest's initGeetest, recording its options; its widget succeeds with validate v-1. */
function fakeGeetest(started: Record<string, unknown>[]): Window['initGeetest'] {
  return (options, ready) => {
    started.push({ ...options });
    let succeed = () => {};
    ready({
      appendTo: (element) => {
        const button = document.createElement('button');
        button.textContent = 'vendor challenge';
        button.addEventListener('click', () => succeed());
        element.append(button);
      },
      onSuccess: (callback) => {
        succeed = callback;
      },
      onError: () => {},
      getValidate: () => ({
        geetest_challenge: options.challenge,
        geetest_validate: 'v-1',
        geetest_seccode: 'v-1|jordan',
      }),
    });
  };
}

afterEach(() => {
  delete window.__APP_CONFIG__;
  delete window.AWSC;
  delete window.initGeetest;
  resetCaptchaScripts();
  vendorScripts().forEach((script) => script.remove());
});

describe('spec §5 captcha: a vendor script loads only where a captcha shows', () => {
  it('the self-contained slider (the mock provider) loads no script', () => {
    window.__APP_CONFIG__ = { captchaProvider: 'self-contained-slider' };
    renderUi(<SliderCaptcha onSuccess={() => {}} />);
    expect(screen.getByRole('slider', { name: 'Slide to verify' })).toBeInTheDocument();
    expect(document.head.querySelectorAll('script[data-captcha-script]')).toHaveLength(0);
  });

  it('a vendor provider shows its check once the script loads; a failed load says so with a retry', async () => {
    const user = userEvent.setup();
    window.__APP_CONFIG__ = { captchaProvider: 'slider', captchaScripts: { slider: VENDOR_URL } };
    window.AWSC = fakeNoCaptcha({ sessionId: 'sess-1', sig: 'sig-1', token: 'tok-1' });
    const onSuccess = vi.fn();
    renderUi(<SliderCaptcha onSuccess={onSuccess} scene="nc_register" />);
    expect(screen.getByText('Loading the security check…')).toBeInTheDocument();
    vendorScripts()[0]?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(vendorScripts()).toHaveLength(1);
    vendorScripts()[0]?.dispatchEvent(new Event('load'));
    await user.click(await screen.findByRole('button', { name: 'vendor slide' }));
    expect(onSuccess).toHaveBeenCalledWith({
      verificationType: '1',
      csessionid: 'sess-1',
      sig: 'sig-1',
      token: 'tok-1',
      scene: 'nc_register',
    });
  });

  it('a vendor whose script defines no API says the check could not start, with a retry', async () => {
    window.__APP_CONFIG__ = { captchaProvider: 'slider', captchaScripts: { slider: VENDOR_URL } };
    renderUi(<SliderCaptcha onSuccess={() => {}} />);
    vendorScripts()[0]?.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('spec §3 captcha type 2: geetest with the challenge startCaptcha issued', () => {
  it('initialises geetest with gt and challenge and sends its validate and seccode', async () => {
    const user = userEvent.setup();
    window.__APP_CONFIG__ = { captchaProvider: 'geetest', captchaScripts: { geetest: GEETEST_URL } };
    mockApi({ [pathOf('startCaptcha')]: { body: contractExample('common', 'captchaOnline') } });
    const started: Record<string, unknown>[] = [];
    window.initGeetest = fakeGeetest(started);
    const onSuccess = vi.fn();
    renderUi(<SliderCaptcha onSuccess={onSuccess} />);
    document.head.querySelector(`script[src="${GEETEST_URL}"]`)?.dispatchEvent(new Event('load'));
    await user.click(await screen.findByRole('button', { name: 'vendor challenge' }));
    const online = contractExample('common', 'captchaOnline') as { data: { gt: string; challenge: string } };
    expect(started[0]).toMatchObject({
      gt: online.data.gt,
      challenge: online.data.challenge,
      offline: false,
    });
    expect(onSuccess).toHaveBeenCalledWith({
      verificationType: '2',
      geetest_challenge: online.data.challenge,
      geetest_validate: 'v-1',
      geetest_seccode: 'v-1|jordan',
    });
  });
});
