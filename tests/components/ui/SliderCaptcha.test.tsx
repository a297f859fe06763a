import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { SolvedCaptcha } from '@/lib/captcha';
import { applyLanguage } from '@/i18n';
import { SliderCaptcha } from '@/forms/connected/SliderCaptcha';
import { contractExample } from '../../test-utils/contract-examples';
import { mockApi } from '../../test-utils/mock-api';
import { renderUi } from '../../test-utils/render';
import { pathOf } from '../../test-utils/screen-kit';

const TRACK_WIDTH = 300;
const HANDLE_WIDTH = 48;

const handle = () => screen.getByRole('slider', { name: 'Slide to verify' });

let onSuccess: Mock<(result: SolvedCaptcha) => void>;
beforeEach(() => {
  onSuccess = vi.fn();
});

afterEach(() => {
  delete window.__APP_CONFIG__;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('spec §5 slider security check (default provider "slider")', () => {
  it('solves with End from the keyboard, giving a type-1 result with the scene', async () => {
    const user = userEvent.setup();
    renderUi(<SliderCaptcha onSuccess={onSuccess} scene="nc_register" />);
    expect(screen.getByText('Drag the slider to the end')).toBeInTheDocument();
    handle().focus();
    await user.keyboard('{End}');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess.mock.calls[0]![0]).toMatchObject({
      verificationType: '1',
      scene: 'nc_register',
      csessionid: expect.stringMatching(/^[0-9a-f]{32}$/),
      sig: expect.stringMatching(/^[0-9a-f]{32}$/),
      token: expect.stringContaining('nc_register:'),
    });
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(handle()).toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Home}{End}');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('moves by 10 with the arrow keys and is solved only at the end', async () => {
    const user = userEvent.setup();
    renderUi(<SliderCaptcha onSuccess={onSuccess} />);
    handle().focus();
    await user.keyboard('{ArrowRight>9/}');
    expect(handle()).toHaveAttribute('aria-valuenow', '90');
    await user.keyboard('{ArrowLeft}');
    expect(handle()).toHaveAttribute('aria-valuenow', '80');
    expect(onSuccess).not.toHaveBeenCalled();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  describe('dragging', () => {
    const mockTrack = () =>
      vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
        this: HTMLElement,
      ) {
        const width = this.getAttribute('role') === 'slider' ? HANDLE_WIDTH : TRACK_WIDTH;
        return { x: 0, y: 0, left: 0, top: 0, right: width, bottom: 40, width, height: 40 } as DOMRect;
      });

    it('solves when the handle is dragged to the end', async () => {
      mockTrack();
      const user = userEvent.setup();
      renderUi(<SliderCaptcha onSuccess={onSuccess} />);
      await user.pointer([
        { keys: '[MouseLeft>]', target: handle(), coords: { clientX: 20 } },
        { target: handle(), coords: { clientX: 20 + TRACK_WIDTH - HANDLE_WIDTH } },
        { keys: '[/MouseLeft]', target: handle() },
      ]);
      expect(onSuccess).toHaveBeenCalledTimes(1);
      expect(onSuccess.mock.calls[0]![0]).toMatchObject({ verificationType: '1' });
    });

    it('snaps back to the start when released before the end', async () => {
      mockTrack();
      const user = userEvent.setup();
      renderUi(<SliderCaptcha onSuccess={onSuccess} />);
      await user.pointer([
        { keys: '[MouseLeft>]', target: handle(), coords: { clientX: 20 } },
        { target: handle(), coords: { clientX: 20 + 200 } },
      ]);
      expect(Number(handle().getAttribute('aria-valuenow'))).toBeGreaterThan(70);
      await user.pointer({ keys: '[/MouseLeft]', target: handle() });
      expect(handle()).toHaveAttribute('aria-valuenow', '0');
      expect(onSuccess).not.toHaveBeenCalled();
    });
  });

  it('renders in zh_CN', async () => {
    await applyLanguage('zh_CN');
    renderUi(<SliderCaptcha onSuccess={onSuccess} />);
    expect(screen.getByRole('slider', { name: '向右滑动验证' })).toBeInTheDocument();
    expect(screen.getByText('请按住滑块，拖动到最右边')).toBeInTheDocument();
  });

  it('ignores input while disabled', async () => {
    const user = userEvent.setup();
    renderUi(<SliderCaptcha onSuccess={onSuccess} disabled />);
    handle().focus();
    await user.keyboard('{End}');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(handle()).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('spec §3/§7 challenge provider "geetest" (runtime config)', () => {
  const start = contractExample('common', 'captchaOnline') as { data: { challenge: string } };

  it('asks startCaptcha for a challenge and answers with the type-2 shape', async () => {
    window.__APP_CONFIG__ = { captchaProvider: 'geetest' };
    const fetchMock = mockApi({ [pathOf('startCaptcha')]: { body: start } });
    const user = userEvent.setup();
    renderUi(<SliderCaptcha onSuccess={onSuccess} />);
    expect(screen.getByText('Loading the security check…')).toBeInTheDocument();
    await screen.findByRole('slider');
    expect(String(fetchMock.mock.calls[0]![0])).toContain(pathOf('startCaptcha'));
    handle().focus();
    await user.keyboard('{End}');
    expect(onSuccess).toHaveBeenCalledTimes(1);
    const result = onSuccess.mock.calls[0]![0] as unknown as Record<string, string>;
    expect(result).toEqual({
      verificationType: '2',
      geetest_challenge: start.data.challenge,
      geetest_validate: expect.stringMatching(/^[0-9a-f]{32}$/),
      geetest_seccode: `${result.geetest_validate}|jordan`,
    });
  });

  it('shows the failure and fetches again on retry', async () => {
    const down = { code: 'CAPTCHA_DOWN', message: 'Captcha service unavailable', data: null };
    mockApi({ [pathOf('startCaptcha')]: { body: down } });
    const user = userEvent.setup();
    renderUi(<SliderCaptcha onSuccess={onSuccess} provider="geetest" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha service unavailable');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
    const retried = mockApi({ [pathOf('startCaptcha')]: { body: start } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('slider');
    expect(retried).toHaveBeenCalledTimes(1);
  });

  it('uses the self-contained slider without any call when the config says "slider"', async () => {
    window.__APP_CONFIG__ = { captchaProvider: 'slider' };
    const fetchMock = mockApi({});
    renderUi(<SliderCaptcha onSuccess={onSuccess} />);
    expect(handle()).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
