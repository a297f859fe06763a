import { Stack, Text } from '@mantine/core';

export interface FigureProps {
  label: string;
  value: string;
  /** The detail's header shows its figures larger than a list card. */
  large?: boolean;
}

/** A product's figure under its small label (spec §3 investment product). */
export function Figure({ label, value, large = false }: FigureProps) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={large ? 'lg' : 'sm'} fw={large ? 700 : 600}>
        {value}
      </Text>
    </Stack>
  );
}
