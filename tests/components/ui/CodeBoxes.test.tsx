import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '@/i18n';
import type { CodeBoxesProps } from '@/ui/CodeBoxes';
import { CodeBoxes } from '@/ui/CodeBoxes';
import { renderUi } from '../../test-utils/render';
import { renderControlled } from '../../test-utils/render-controlled';
import { describersOf, expectPoliteNews, inLiveRegion, invalidFieldError } from '../../test-utils/a11y';

let onComplete: ReturnType<typeof vi.fn<(code: string) => void>>;
/** The boxes' props: labelled "Verification code" unless told, `onComplete` the spy of this test. */
const codeBoxes = (props: Partial<Omit<CodeBoxesProps, 'value' | 'onChange'>> = {}) => ({
  label: 'Verification code',
  onComplete,
  ...props,
});
// The boxes clear a refused digit after 1500 ms (spec §5): the user advances the fake timers.
const FAKE_TIMERS = { userOptions: { advanceTimers: vi.advanceTimersByTime } };
const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () => boxes().map((b) => b.value);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onComplete = vi.fn();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec §5 code boxes: layout and labels', () => {
  it('shows 6 boxes by default, each labelled "Digit i of 6", in a group labelled by the field label', () => {
    renderControlled(CodeBoxes, codeBoxes(), '', FAKE_TIMERS);
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 6 of 6' })).toBeInTheDocument();
  });

  it('shows as many boxes as asked', () => {
    renderControlled(CodeBoxes, codeBoxes({ length: 4 }), '', FAKE_TIMERS);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Digit 4 of 4' })).toBeInTheDocument();
  });

  it('renders its labels and errors in zh_CN', async () => {
    await applyLanguage('zh_CN');
    const { user } = renderControlled(CodeBoxes, codeBoxes({ label: '验证码' }), '', FAKE_TIMERS);
    expect(screen.getByRole('group', { name: '验证码' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '第 1 位，共 6 位' })).toBeInTheDocument();
    await user.click(boxes()[0]!);
    await user.keyboard('x');
    expect(invalidFieldError()).toContain('只能输入数字，验证码将被清空');
    await user.paste('123');
    expect(invalidFieldError()).toContain('请粘贴 6 位数字');
  });
});

describe('spec §5 code boxes: keyboard', () => {
  it('a typed digit moves to the next box, and a full code completes', async () => {
    const { user, onChange } = renderControlled(CodeBoxes, codeBoxes(), '', FAKE_TIMERS);
    await user.click(boxes()[0]!);
    await user.keyboard('123');
    expect(values()).toEqual(['1', '2', '3', '', '', '']);
    expect(boxes()[3]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(boxes()[5]).toHaveFocus();
  });

  it('typing into a filled box replaces its digit', async () => {
    const { user } = renderControlled(CodeBoxes, codeBoxes(), '123456', FAKE_TIMERS);
    await user.click(boxes()[2]!);
    await user.keyboard('9');
    expect(values()).toEqual(['1', '2', '9', '4', '5', '6']);
    expect(boxes()[3]).toHaveFocus();
  });

  it('Backspace clears the box, and from an empty box goes back', async () => {
    const { user, onChange } = renderControlled(CodeBoxes, codeBoxes(), '', FAKE_TIMERS);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(boxes()[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(boxes()[0]).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('arrow keys move between boxes', async () => {
    const { user } = renderControlled(CodeBoxes, codeBoxes(), '', FAKE_TIMERS);
    await user.click(boxes()[0]!);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes()[1]).toHaveFocus();
  });

  it('a non-digit clears its box and flags an error; everything clears 1500 ms later', async () => {
    const { user, onChange } = renderControlled(CodeBoxes, codeBoxes(), '', FAKE_TIMERS);
    await user.click(boxes()[0]!);
    await user.keyboard('12');
    await user.click(boxes()[1]!);
    await user.keyboard('a');
    expect(values()).toEqual(['1', '', '', '', '', '']);
    expect(invalidFieldError()).toContain('Digits only. The code will be cleared.');
    expect(boxes()[1]).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('7');
    expect(values()).toEqual(['1', '7', '', '', '', '']);

    act(() => vi.advanceTimersByTime(1300));
    expect(values()).toEqual(['1', '7', '', '', '', '']);
    expect(invalidFieldError()).not.toBeNull();

    act(() => vi.advanceTimersByTime(200));
    expect(values()).toEqual(['', '', '', '', '', '']);
    expect(invalidFieldError()).toBeNull();
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(boxes()[0]).toHaveFocus();
  });
});

describe('spec §5 code boxes: paste must be exactly the box count of digits', () => {
  it('fills every box from a paste of exactly 6 digits', async () => {
    const { user } = renderControlled(CodeBoxes, codeBoxes(), '', FAKE_TIMERS);
    await user.click(boxes()[2]!);
    await user.paste('654321');
    expect(values()).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(onComplete).toHaveBeenCalledWith('654321');
    expect(boxes()[5]).toHaveFocus();
  });

  it.each(['12345', '1234567', '12a456', '１２３４５６'])(
    'rejects %j with a message and changes nothing',
    async (text) => {
      const { user, onChange } = renderControlled(CodeBoxes, codeBoxes(), '12', FAKE_TIMERS);
      await user.click(boxes()[2]!);
      await user.paste(text);
      expect(values()).toEqual(['1', '2', '', '', '', '']);
      expect(invalidFieldError()).toContain('Paste exactly 6 digits');
      expect(onChange).not.toHaveBeenCalled();
      // A rejected paste does not start the 1500 ms clearing.
      act(() => vi.advanceTimersByTime(2000));
      expect(values()).toEqual(['1', '2', '', '', '', '']);
    },
  );

  it('counts against the box count asked for', async () => {
    const { user } = renderControlled(CodeBoxes, codeBoxes({ length: 4 }), '', FAKE_TIMERS);
    await user.click(boxes()[0]!);
    await user.paste('123456');
    expect(values()).toEqual(['', '', '', '']);
    await user.paste('1234');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(invalidFieldError()).toBeNull();
  });
});

describe('code boxes: controlled value and outside errors', () => {
  it('follows a value set from outside', () => {
    const onChange = vi.fn();
    const { rerender } = renderUi(<CodeBoxes value="12" onChange={onChange} />);
    expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '',
      '',
      '',
      '',
    ]);
    rerender(<CodeBoxes value="" onChange={onChange} />);
    expect(screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).value)).toEqual(
      Array(6).fill(''),
    );
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows an outside error until one of its own takes precedence', async () => {
    const { user } = renderControlled(
      CodeBoxes,
      codeBoxes({ error: 'Enter the 6-digit code' }),
      '',
      FAKE_TIMERS,
    );
    expect(invalidFieldError()).toContain('Enter the 6-digit code');
    await user.click(boxes()[0]!);
    await user.paste('1');
    expect(invalidFieldError()).toContain('Paste exactly 6 digits');
  });
});

describe("WCAG 3.3.1, 4.1.3: the boxes' own refusal is their error, said once politely", () => {
  it('describes every box by it (no live region of its own) and says it in the polite region, never as an alert', async () => {
    const { user } = renderControlled(CodeBoxes, codeBoxes(), '', FAKE_TIMERS);
    await user.click(boxes()[0]!);
    await user.paste('12');
    for (const box of boxes()) {
      expect(box).toHaveAttribute('aria-invalid', 'true');
      for (const describer of describersOf(box)) expect(inLiveRegion(describer)).toBe(false);
    }
    expect(invalidFieldError()).toContain('Paste exactly 6 digits');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectPoliteNews('Paste exactly 6 digits');
  });
});
