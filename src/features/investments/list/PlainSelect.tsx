import { Box, Stack, Text } from '@mantine/core';
import { useId } from 'react';

interface PlainSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}

// The browser's own select, styled like the app's inputs: the budgeted list page (budgets.json
// "investments") carries neither Mantine's input family nor a combobox.
const SELECT_STYLE = { minWidth: 200, height: 36 } as const;

export function PlainSelect({ label, value, options, onChange }: PlainSelectProps) {
  const id = useId();
  return (
    <Stack gap={4}>
      <Text component="label" htmlFor={id} size="sm" fw={500}>
        {label}
      </Text>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event) => onChange((event.currentTarget as HTMLSelectElement).value)}
        bd="1px solid var(--mantine-color-default-border)"
        bdrs="sm"
        px="sm"
        bg="var(--mantine-color-body)"
        c="var(--mantine-color-text)"
        fz="sm"
        style={SELECT_STYLE}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Stack>
  );
}
