import type { CustomValidator } from '@rjsf/utils';

/** What has a space, a tab or a line break anywhere in it. */
export const hasSpaces = (value: string): boolean => /\s/.test(value);

/**
 * A reference or an ID that has no spaces: one typed or pasted with any is refused with `messageKey`, and
 * kept as it was typed (never silently rewritten, so what the user meant is not lost).
 */
export function noSpacesValidator<T>(field: keyof T & string, messageKey: string): CustomValidator<T> {
  return (data, errors) => {
    const value = (data as Record<string, unknown> | undefined)?.[field];
    const target = (errors as unknown as Record<string, { addError: (m: string) => void } | undefined>)[
      field
    ];
    if (typeof value === 'string' && hasSpaces(value)) target?.addError(messageKey);
    return errors;
  };
}
