import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a date field shows for the moment its calendar code loads: the same label, not yet usable. */
export function PickerPlaceholder({ label, placeholder }: { label?: ReactNode; placeholder?: string }) {
  return <TextInput label={label} placeholder={placeholder} disabled aria-busy="true" />;
}
