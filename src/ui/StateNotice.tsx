import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { AppPath } from '@/lib/app-paths';

export interface StateNoticeProps {
  color?: string;
  title?: string;
  text: ReactNode;
  link?: { label: string; to: AppPath };
  testId?: string;
  /** 'alert' for a state that arrives while the user is on the screen (a screen reader announces it). */
  role?: 'alert';
  children?: ReactNode;
}

/**
 * A screen's state instead of its form (a status, a lock, why it cannot be used yet): a title, a text, what
 * else the state shows, and where to go next.
 */
export function StateNotice({ color = 'blue', title, text, link, testId, role, children }: StateNoticeProps) {
  const localize = useLocalizedPath();
  return (
    <Alert color={color} title={title} role={role} data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {children}
        {link && (
          <Anchor component={Link} to={localize(link.to)} size="sm">
            {link.label}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}
