import { Anchor, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { AppPath } from '@/lib/app-paths';

export interface RowAction {
  label: string;
  to: AppPath;
}

/** One line of the account page: what it is, its state, and links to change it. */
export function AccountRow({
  label,
  value,
  actions = [],
  extra,
}: {
  label: string;
  value: ReactNode;
  actions?: RowAction[];
  extra?: ReactNode;
}) {
  const localize = useLocalizedPath();
  return (
    <Group justify="space-between" wrap="nowrap" py={6} data-testid="account-row">
      <Group gap="md" wrap="nowrap">
        <Text size="sm" c="dimmed" w={160}>
          {label}
        </Text>
        <Text size="sm" component="div">
          {value}
        </Text>
      </Group>
      <Group gap="sm">
        {extra}
        {actions.map((action) => (
          <Anchor key={action.to} component={Link} to={localize(action.to)} size="sm">
            {action.label}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
