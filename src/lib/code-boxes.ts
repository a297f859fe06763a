// Spec §5 code-entry boxes: "Code-entry boxes (default 6) accept digits only; a non-digit clears the box
// and flags an error, everything clearing after 1500 ms; a paste must be exactly the box count of digits."
// The pure state steps live here; the component (src/ui/CodeBoxes.tsx) owns focus and the 1500 ms timer.

export const DEFAULT_CODE_LENGTH = 6;
export const CODE_ERROR_CLEAR_MS = 1500;

/** 'nonDigit': a non-digit was typed (everything clears after CODE_ERROR_CLEAR_MS); 'paste': a paste
 * that was not exactly the box count of digits (rejected, nothing changed). */
export type CodeBoxesError = 'nonDigit' | 'paste';

export interface CodeBoxesState {
  /** One entry per box: a digit '0'–'9', or '' for an empty box. */
  digits: readonly string[];
  error: CodeBoxesError | null;
}

export type CodeBoxesAction =
  | { type: 'input'; index: number; char: string }
  | { type: 'clear'; index: number }
  | { type: 'backspace'; index: number }
  | { type: 'paste'; text: string }
  | { type: 'clearAll' };

export interface CodeBoxesStep {
  state: CodeBoxesState;
  /** The box that should have focus after the step; null leaves focus where it is. */
  focus: number | null;
}

/** ASCII digits only: full-width or other scripts' digits are not accepted. */
export const isDigit = (char: string): boolean => char.length === 1 && char >= '0' && char <= '9';

export const emptyDigits = (length: number): string[] => Array.from({ length }, () => '');

export const codeValue = (digits: readonly string[]): string => digits.join('');

export const isCodeComplete = (digits: readonly string[]): boolean =>
  digits.length > 0 && digits.every(isDigit);

/** Boxes for a value set from outside (e.g. a form reset): its characters from the first box on, a
 * non-digit leaving its box empty, anything beyond the box count dropped. */
export function digitsFromValue(value: string, length: number): string[] {
  const chars = Array.from(value);
  return Array.from({ length }, (_, i) => {
    const char = chars[i] ?? '';
    return isDigit(char) ? char : '';
  });
}

/** The digits of a paste, or null when it is not exactly `length` digits (surrounding whitespace, such as
 * the line break a copied SMS line carries, is ignored; whitespace between digits is not). */
export function pastedDigits(text: string, length: number): string[] | null {
  const chars = Array.from(text.trim());
  return chars.length === length && chars.every(isDigit) ? chars : null;
}

export type BoxInput = { kind: 'clear' } | { kind: 'char'; char: string } | { kind: 'text'; text: string };

/** What was typed into a box that held `previous` and now holds `next` (the browser's input value):
 * nothing (cleared), one character (typed before or after the old digit), or several (autofill). */
export function interpretBoxInput(previous: string, next: string): BoxInput {
  const chars = Array.from(next);
  if (chars.length === 0) return { kind: 'clear' };
  if (chars.length === 1) return { kind: 'char', char: next };
  if (previous !== '' && chars.length === 2) {
    const [first = '', second = ''] = chars;
    if (first === previous) return { kind: 'char', char: second };
    if (second === previous) return { kind: 'char', char: first };
  }
  return { kind: 'text', text: next };
}

function withBox(digits: readonly string[], index: number, char: string): string[] {
  const next = [...digits];
  next[index] = char;
  return next;
}

// Any edit makes a rejected paste's message stale; a non-digit's flag stays until everything clears.
const afterEdit = (error: CodeBoxesError | null) => (error === 'paste' ? null : error);

export function stepCodeBoxes(state: CodeBoxesState, action: CodeBoxesAction): CodeBoxesStep {
  const { digits, error } = state;
  const last = Math.max(0, digits.length - 1);
  switch (action.type) {
    case 'input': {
      const { index, char } = action;
      if (!isDigit(char)) {
        return { state: { digits: withBox(digits, index, ''), error: 'nonDigit' }, focus: index };
      }
      return {
        state: { digits: withBox(digits, index, char), error: afterEdit(error) },
        focus: Math.min(index + 1, last),
      };
    }
    case 'clear':
      return {
        state: { digits: withBox(digits, action.index, ''), error: afterEdit(error) },
        focus: action.index,
      };
    case 'backspace': {
      const { index } = action;
      // Backspace clears the box it is in; in an empty box it goes back and clears the one before.
      const target = digits[index] !== '' || index === 0 ? index : index - 1;
      return { state: { digits: withBox(digits, target, ''), error: afterEdit(error) }, focus: target };
    }
    case 'paste': {
      const pasted = pastedDigits(action.text, digits.length);
      if (!pasted) return { state: { digits, error: 'paste' }, focus: null };
      return { state: { digits: pasted, error: null }, focus: last };
    }
    case 'clearAll':
      return { state: { digits: emptyDigits(digits.length), error: null }, focus: 0 };
  }
}
