import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCaptchaScripts } from '@/lib/captcha-script';
import { callsTo, kyc, lastBodySentTo, LONG, openKyc } from './kyc-kit';

const TOKEN_CALL = '/kyc/Api/getToken';
const SCRIPT = 'https://sdk.test/sns-websdk-builder.js';

function fakeSdk() {
  const launch = vi.fn();
  const builder = { withConf: () => builder, on: () => builder, build: () => ({ launch }) };
  const init = vi.fn((_token: string, _refresh: () => Promise<string>) => builder);
  window.snsWebSdk = { init };
  return { init, launch };
}

const loadScript = async () => {
  const script = await waitFor(() => {
    const found = document.head.querySelector<HTMLScriptElement>(`script[src="${SCRIPT}"]`);
    if (!found) throw new Error('no script yet');
    return found;
  }, LONG);
  fireEvent.load(script);
};

describe('/personal/sumsub and entitySumsub (Sumsub hand-off)', () => {
  afterEach(() => {
    delete window.__APP_CONFIG__;
    delete window.snsWebSdk;
    resetCaptchaScripts();
    document.head.querySelectorAll('script').forEach((s) => s.remove());
  });

  it('with no provider configured (the mock) says so plainly and links to the in-app form', async () => {
    const { fetchMock } = openKyc('sumsub', {});
    expect(await screen.findByTestId('sumsub-not-configured', undefined, LONG)).toHaveTextContent(
      'No identity check provider is set up',
    );
    expect(screen.getByRole('link', { name: 'Verify with the in-app form' })).toHaveAttribute(
      'href',
      '/en_US/personal/idAuth',
    );
    expect(callsTo(fetchMock, TOKEN_CALL)).toHaveLength(0);
  });

  it('entitySumsub without a provider links to the corporate application', async () => {
    openKyc('entitySumsub', {});
    expect(
      await screen.findByRole('link', { name: 'Fill in the corporate application' }, LONG),
    ).toHaveAttribute('href', '/en_US/personal/enterpriseCert');
  });

  it('with a script configured, start asks the token, loads the script lazily and launches the SDK', async () => {
    const user = userEvent.setup();
    window.__APP_CONFIG__ = { sumsubScriptUrl: SCRIPT };
    const sdk = fakeSdk();
    const { fetchMock } = openKyc('entitySumsub', { [TOKEN_CALL]: kyc('accessToken') });
    const start = await screen.findByRole('button', { name: 'Start the identity check' }, LONG);
    expect(document.head.querySelector(`script[src="${SCRIPT}"]`)).toBeNull();
    await user.click(start);
    await loadScript();
    await waitFor(() => expect(sdk.launch).toHaveBeenCalledWith('#sumsub-websdk-container'), LONG);
    expect(sdk.init.mock.calls[0]?.[0]).toMatch(/^_act-sbx-jwt-/);
    expect(lastBodySentTo(fetchMock, TOKEN_CALL)).toMatchObject({ verificationType: 'corporate' });
  });

  it('spec §4: the other type already started is refused with the server message', async () => {
    const user = userEvent.setup();
    window.__APP_CONFIG__ = { sumsubScriptUrl: SCRIPT };
    openKyc('sumsub', { [TOKEN_CALL]: kyc('corporateAlreadyStarted') });
    await user.click(await screen.findByRole('button', { name: 'Start the identity check' }, LONG));
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'You have already started corporate verification and cannot switch to individual verification.',
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
