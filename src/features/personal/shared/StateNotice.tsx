import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import type { AppPath } from '@/lib/app-paths';
import { READABLE_ALERT } from '@/ui/alert-styles';

/** Why a screen offers no form in the user's state (e.g. Google already bound), with where to go instead. */
export function StateNotice({ text, linkLabel, to }: { text: string; linkLabel: string; to: AppPath }) {
  const localize = useLocalizedPath();
  return (
    <Alert color="blue" styles={READABLE_ALERT} data-testid="state-notice">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        <Anchor component={Link} to={localize(to)} size="sm">
          {linkLabel}
        </Anchor>
      </Stack>
    </Alert>
  );
}
