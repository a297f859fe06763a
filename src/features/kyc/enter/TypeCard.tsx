import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { AppPath } from '@/lib/app-paths';

export interface TypeCardProps {
  title: string;
  description: string;
  status: string;
  /** `name`: the label with the type, so the two cards' buttons are told apart by a screen reader. */
  action: { label: string; name: string; to: AppPath } | null;
  /** Why this type cannot be chosen (spec §4: the other type has started). */
  lockedReason?: string;
  testId: string;
}

/** One verification type on /personal/kycEnter: what it is, its status, and how to start or continue. */
export function TypeCard({ title, description, status, action, lockedReason, testId }: TypeCardProps) {
  const localize = useLocalizedPath();
  return (
    <Card withBorder padding="lg" data-testid={testId} style={{ flex: '1 1 280px' }}>
      <Stack gap="sm" align="flex-start">
        <Group gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          <Badge variant="light" color="gray">
            {status}
          </Badge>
        </Group>
        <Text size="sm">{description}</Text>
        {lockedReason ? (
          <>
            <Text size="sm" c="red.9" role="note">
              {lockedReason}
            </Text>
            <Button disabled aria-label={action?.name}>
              {action?.label}
            </Button>
          </>
        ) : (
          action && (
            <Button component={Link} to={localize(action.to)} aria-label={action.name}>
              {action.label}
            </Button>
          )
        )}
      </Stack>
    </Card>
  );
}
