import { Group, Input, Slider, Text } from '@mantine/core';
import type { FocusEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PERCENT_MAX, PERCENT_MIN, SLIDER_MARKS, clampPercent } from '@/lib/slider';

export interface PercentSliderProps {
  /** Any number; shown clamped to 0–100. */
  value: number;
  /** Called with the new value, always within 0–100. */
  onChange: (value: number) => void;
  id?: string;
  /** Already translated. */
  label?: ReactNode;
  /** Accessible name of the thumb (defaults to the label when it is a string). */
  thumbLabel?: string;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  'data-testid'?: string;
}

/** Spec §5, §9: a 0–100 slider with marks at 0, 25, 50, 75 and 100 and its value shown beside it. */
export function PercentSlider(props: PercentSliderProps) {
  const { value, onChange, id, label, thumbLabel, description, error, required, disabled } = props;
  const testId = props['data-testid'];
  const { t } = useTranslation('pickers');
  const percent = (n: number) => t('slider.value', { value: n });
  const clamped = clampPercent(value);
  return (
    <Input.Wrapper
      id={id}
      labelElement="div"
      label={label}
      description={description}
      error={error}
      required={required}
    >
      <Group gap="md" wrap="nowrap" pb="lg">
        <Slider
          flex={1}
          min={PERCENT_MIN}
          max={PERCENT_MAX}
          value={clamped}
          onChange={(next) => onChange(clampPercent(next))}
          marks={SLIDER_MARKS.map((mark) => ({ value: mark, label: percent(mark) }))}
          label={percent}
          thumbLabel={thumbLabel ?? (typeof label === 'string' ? label : undefined)}
          thumbValueText={percent}
          disabled={disabled}
          onFocus={props.onFocus}
          onBlur={props.onBlur}
          data-testid={testId}
        />
        <Text size="sm" miw={48} ta="right" data-testid={testId && `${testId}-value`}>
          {percent(clamped)}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
