import { Box, Text, Textarea } from '@mantine/core';
import type { TextareaProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { capLength, charCount } from '@/lib/text-input';

export interface CountedTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> {
  value: string | null | undefined;
  onChange: (value: string) => void;
  /** What is typed or pasted is cut at this many characters. */
  maxLength?: number;
  /** Show "n/max" under the box (needs maxLength). */
  showCount?: boolean;
}

/** Textarea that truncates at its max and may show n/max (spec §5). */
export function CountedTextarea({
  value,
  onChange,
  maxLength,
  showCount,
  id,
  ...rest
}: CountedTextareaProps) {
  const { t } = useTranslation('fields');
  const text = value ?? '';
  const counted = showCount && maxLength !== undefined;
  const counterId = id ? `${id}-count` : undefined;
  return (
    <Box>
      <Textarea
        {...rest}
        id={id}
        value={text}
        onChange={(event) => {
          const next = event.currentTarget.value;
          onChange(maxLength === undefined ? next : capLength(next, maxLength));
        }}
      />
      {counted && (
        <Text id={counterId} data-testid={counterId} size="xs" c="dimmed" ta="right" aria-live="polite">
          {t('textarea.count', { length: charCount(text), max: maxLength })}
        </Text>
      )}
    </Box>
  );
}
