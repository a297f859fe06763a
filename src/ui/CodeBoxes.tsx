import { Group, Input, Stack } from '@mantine/core';
import type { ClipboardEvent, FocusEvent, KeyboardEvent, ReactNode } from 'react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeBoxesAction, CodeBoxesState } from '@/lib/code-boxes';
import {
  CODE_ERROR_CLEAR_MS,
  DEFAULT_CODE_LENGTH,
  codeValue,
  digitsFromValue,
  interpretBoxInput,
  isCodeComplete,
  stepCodeBoxes,
} from '@/lib/code-boxes';
import { announcePolitely } from './announce';

export interface CodeBoxesProps {
  /** The code typed so far: the boxes' digits joined (an empty box contributes nothing). */
  value: string;
  onChange: (value: string) => void;
  /** Called with the code when every box holds a digit. */
  onComplete?: (value: string) => void;
  /** Number of boxes (spec §5 default 6). */
  length?: number;
  /** Labels the group of boxes (already translated). */
  label?: ReactNode;
  description?: ReactNode;
  /** An error from outside (e.g. the form's validation); the boxes' own errors take precedence. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** The group's id; box i is `<id>-<i>`, the label `<id>-label`, the error `<id>-error`. */
  id?: string;
  name?: string;
  /** Focus entered the group. */
  onFocus?: () => void;
  /** Focus left the group. */
  onBlur?: () => void;
  'data-testid'?: string;
}

/** Spec §5 code-entry boxes: one digit a box, moving on as they are typed; see src/lib/code-boxes.ts. */
export function CodeBoxes(props: CodeBoxesProps) {
  const { value, onChange, onComplete, length = DEFAULT_CODE_LENGTH, label, description, error } = props;
  const { required, disabled, readOnly, autoFocus, name, onFocus, onBlur } = props;
  const { t } = useTranslation('verification');
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const groupRef = useRef<HTMLDivElement>(null);
  const boxRefs = useRef<(HTMLInputElement | null)[]>([]);
  const [state, setState] = useState<CodeBoxesState>(() => ({
    digits: digitsFromValue(value, length),
    error: null,
  }));

  // A value or box count set from outside (e.g. a form reset) replaces the boxes; our own onChange
  // echoes back equal to what the boxes hold and changes nothing.
  const [synced, setSynced] = useState({ value, length });
  if (synced.value !== value || synced.length !== length) {
    setSynced({ value, length });
    if (value !== codeValue(state.digits) || state.digits.length !== length) {
      setState({ digits: digitsFromValue(value, length), error: state.error });
    }
  }

  const apply = (action: CodeBoxesAction, focusAfter = true) => {
    const step = stepCodeBoxes(state, action);
    setState(step.state);
    const before = codeValue(state.digits);
    const after = codeValue(step.state.digits);
    if (after !== before) onChange(after);
    const changed = step.state.digits.some((digit, i) => digit !== state.digits[i]);
    if (changed && isCodeComplete(step.state.digits)) onComplete?.(after);
    if (focusAfter && step.focus !== null) boxRefs.current[step.focus]?.focus();
  };

  // Spec §5: after a non-digit, everything clears 1500 ms later.
  const clearEverything = useEffectEvent(() => {
    const focusInside = groupRef.current?.contains(document.activeElement) ?? false;
    apply({ type: 'clearAll' }, focusInside);
  });
  useEffect(() => {
    if (state.error !== 'nonDigit') return;
    const timer = setTimeout(() => clearEverything(), CODE_ERROR_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [state.error]);

  const handleInput = (index: number, text: string) => {
    const input = interpretBoxInput(state.digits[index] ?? '', text);
    if (input.kind === 'clear') apply({ type: 'clear', index });
    else if (input.kind === 'char') apply({ type: 'input', index, char: input.char });
    else apply({ type: 'paste', text: input.text });
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (!readOnly) apply({ type: 'backspace', index });
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      const target = index + (event.key === 'ArrowLeft' ? -1 : 1);
      boxRefs.current[Math.min(length - 1, Math.max(0, target))]?.focus();
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (!readOnly) apply({ type: 'paste', text: event.clipboardData.getData('text') });
  };

  const leavesGroup = (event: FocusEvent) => !groupRef.current?.contains(event.relatedTarget as Node | null);

  const ownError =
    state.error === 'nonDigit'
      ? t('codeBoxes.nonDigit')
      : state.error === 'paste'
        ? t('codeBoxes.pasteInvalid', { total: length })
        : null;
  const shownError = ownError ?? error;
  // The boxes' own refusal (a non-digit, a bad paste) comes while the user types: said once, politely
  // (WCAG 4.1.3). Like a form's error it is also each box's description (3.3.1), not a live region itself.
  const announced = useEffectEvent(() => {
    if (ownError) announcePolitely(ownError);
  });
  useEffect(() => announced(), [state.error]);
  const errorId = `${id}-error`;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const describedBy = [shownError ? errorId : '', description ? descriptionId : ''].filter(Boolean).join(' ');

  return (
    <Stack gap={4}>
      {label && (
        <Input.Label id={labelId} labelElement="div" required={required}>
          {label}
        </Input.Label>
      )}
      {description && <Input.Description id={descriptionId}>{description}</Input.Description>}
      <Group
        ref={groupRef}
        id={id}
        role="group"
        aria-labelledby={label ? labelId : undefined}
        data-testid={props['data-testid']}
        gap="xs"
        wrap="nowrap"
        onFocus={(event) => leavesGroup(event) && onFocus?.()}
        onBlur={(event) => leavesGroup(event) && onBlur?.()}
      >
        {state.digits.map((digit, index) => (
          <Input
            key={index}
            ref={(element: HTMLInputElement | null) => {
              boxRefs.current[index] = element;
            }}
            id={`${id}-${index}`}
            name={name ? `${name}-${index}` : undefined}
            value={digit}
            aria-label={t('codeBoxes.digit', { position: index + 1, total: length })}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy || undefined}
            error={Boolean(shownError)}
            withAria={false}
            disabled={disabled}
            readOnly={readOnly}
            autoFocus={autoFocus && index === 0}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            w={42}
            styles={{ input: { textAlign: 'center', paddingInline: 0 } }}
            onChange={(event) => handleInput(index, event.currentTarget.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.currentTarget.select()}
          />
        ))}
      </Group>
      {shownError && <Input.Error id={errorId}>{shownError}</Input.Error>}
    </Stack>
  );
}
