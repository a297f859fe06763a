import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { applyLanguage } from '@/i18n';
import type { SendCodeButtonProps } from '@/forms/connected/SendCodeButton';
import { SendCodeButton } from '@/forms/connected/SendCodeButton';
import { deferred } from '../../test-utils/deferred';
import { renderUi } from '../../test-utils/render';

// Local wrapper (why): every case needs the onSend spy around its own send, a user on the fake clock of the
// 90 s countdown, and the slider-check step; nothing else renders SendCodeButton alone.
function setup(props: Partial<SendCodeButtonProps> = {}) {
  const onSend = vi.fn<SendCodeButtonProps['onSend']>(props.onSend ?? (() => Promise.resolve()));
  renderUi(<SendCodeButton captchaProvider="slider" {...props} onSend={onSend} />);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const button = () => screen.getByRole('button', { name: /Send code|Sending|Resend in/ });
  const solveCheck = async () => {
    const slider = await screen.findByRole('slider', { name: 'Slide to verify' });
    slider.focus();
    await user.keyboard('{End}');
  };
  return { onSend, user, button, solveCheck };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec §5 send code: the slider security check comes first', () => {
  it('opens the security check on click and sends nothing until it is solved', async () => {
    const { user, button, onSend } = setup();
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
    await user.click(button());
    expect(await screen.findByRole('dialog', { name: 'Security check' })).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('closing the check returns to ready without sending', async () => {
    const { user, button, onSend } = setup();
    await user.click(button());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent('Send code');
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('spec §4 send code: call, 90-second countdown, ready again', () => {
  it('sends with the captcha result, is busy while pending, then counts down 90 s', async () => {
    const call = deferred();
    const { user, button, onSend, solveCheck } = setup({ onSend: () => call.promise, scene: 'nc_register' });
    await user.click(button());
    await solveCheck();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend.mock.calls[0]![0]).toMatchObject({ verificationType: '1', scene: 'nc_register' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button()).toBeDisabled();
    expect(button()).toHaveTextContent('Sending…');

    await act(async () => call.resolve());
    expect(button()).toHaveTextContent('Resend in 90 s');
    expect(button()).toBeDisabled();

    advance(1000);
    expect(button()).toHaveTextContent('Resend in 89 s');
    advance(88_000);
    expect(button()).toHaveTextContent('Resend in 1 s');
    expect(button()).toBeDisabled();
    advance(1000);
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks while pending and while counting down', async () => {
    const call = deferred();
    const { user, button, onSend, solveCheck } = setup({ onSend: () => call.promise });
    await user.click(button());
    await solveCheck();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(button());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => call.resolve());
    await user.click(button());
    advance(45_000);
    await user.click(button());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSend).toHaveBeenCalledTimes(1);
  });

  it('can send again after the wait, with a fresh check', async () => {
    const { user, button, onSend, solveCheck } = setup();
    await user.click(button());
    await solveCheck();
    await screen.findByText('Resend in 90 s');
    advance(90_000);
    await user.click(button());
    await solveCheck();
    await screen.findByText('Resend in 90 s');
    expect(onSend).toHaveBeenCalledTimes(2);
    const [first, second] = onSend.mock.calls.map(([captcha]) => captcha.csessionid);
    expect(second).not.toBe(first);
  });
});

describe('spec §8 send code: a failure shows its message and returns to ready', () => {
  it("shows the server's message", async () => {
    const { user, button, solveCheck } = setup({
      onSend: () => Promise.reject(new ApiError('SMS_LIMIT', 'Too many codes today', 200)),
    });
    await user.click(button());
    await solveCheck();
    // A polite live region (WCAG 4.1.3), not an alert.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Too many codes today'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button()).toHaveTextContent('Send code');
    expect(button()).toBeEnabled();
    await user.click(button());
    expect(screen.queryByText('Too many codes today')).not.toBeInTheDocument();
  });

  it('shows the translated generic message for anything else', async () => {
    const { user, button, solveCheck } = setup({ onSend: () => Promise.reject(new Error('boom')) });
    await user.click(button());
    await solveCheck();
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Server busy, please try again later'),
    );
  });
});

describe('WCAG 4.1.3 send code: the countdown is announced twice, not every second', () => {
  it('says "sent" once when the countdown starts and "send again" once when it ends', async () => {
    const { user, button, solveCheck } = setup();
    const region = () => screen.getByRole('status');
    expect(region()).toHaveTextContent('');
    await user.click(button());
    await solveCheck();
    await screen.findByText('Resend in 90 s');
    const said = [region().textContent];
    const labels = new Set([button().textContent]);
    for (let second = 0; second < 90; second += 1) {
      advance(1000);
      labels.add(button().textContent);
      if (region().textContent !== said.at(-1)) said.push(region().textContent);
    }
    // The button's label ticked every second (90 s to 1 s, then Send code); the region changed twice.
    expect(labels.size).toBe(91);
    expect(said).toEqual([
      'Code sent. You can ask for another in 90 seconds.',
      'You can send the code again.',
    ]);
    expect(region()).not.toContainElement(button());
  });
});

describe('spec §4 disabled buttons ignore clicks', () => {
  it('does nothing while disabled', async () => {
    const { user, button, onSend } = setup({ disabled: true });
    expect(button()).toBeDisabled();
    await user.click(button());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });
});

describe('send code in zh_CN', () => {
  it('renders the button, the check and the countdown in Chinese', async () => {
    await applyLanguage('zh_CN');
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '发送验证码' }));
    expect(await screen.findByRole('dialog', { name: '安全验证' })).toBeInTheDocument();
    screen.getByRole('slider', { name: '向右滑动验证' }).focus();
    await user.keyboard('{End}');
    expect(await screen.findByRole('button', { name: '90 秒后重新发送' })).toBeDisabled();
  });
});
