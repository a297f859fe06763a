import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { AppPath } from '@/lib/app-paths';
import { READABLE_ALERT } from '@/ui/alert-styles';

export interface NoticeProps {
  color?: string;
  title?: string;
  text: ReactNode;
  link?: { label: string; to: AppPath };
  testId?: string;
  children?: ReactNode;
}

/** A state of a verification screen (a status, a lock), with where to go next. */
export function Notice({ color = 'blue', title, text, link, testId, children }: NoticeProps) {
  const localize = useLocalizedPath();
  return (
    <Alert color={color} styles={READABLE_ALERT} title={title} data-testid={testId}>
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
