import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SliderCaptcha } from '@/forms/connected/SliderCaptcha';
import { resetCaptchaScripts } from '@/lib/captcha-script';
import { renderUi } from '../../test-utils/render';

const VENDOR_URL = 'https://captcha.example.com/slider.js';
const vendorScripts = () => document.head.querySelectorAll(`script[src="${VENDOR_URL}"]`);

afterEach(() => {
  delete window.__APP_CONFIG__;
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
    renderUi(<SliderCaptcha onSuccess={() => {}} />);
    expect(screen.getByText('Loading the security check…')).toBeInTheDocument();
    vendorScripts()[0]?.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('could not load');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(vendorScripts()).toHaveLength(1);
    vendorScripts()[0]?.dispatchEvent(new Event('load'));
    expect(await screen.findByRole('slider', { name: 'Slide to verify' })).toBeInTheDocument();
  });
});
