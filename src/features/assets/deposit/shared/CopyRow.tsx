import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A labelled value the user pastes elsewhere (an address, an account number), with a copy button. */
export function CopyRow({
  label,
  value,
  testId,
}: {
  label: string;
  value: string | number | undefined;
  testId?: string;
}) {
  const { t } = useTranslation('deposit');
  // A value the answer left out has nothing to copy: the row is not shown.
  if (value === undefined || String(value).trim() === '') return null;
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text size="sm" fw={500} ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
          {value}
        </Text>
        <CopyButton value={String(value)}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('copy.copied') : t('copy.copy')} withArrow>
              <ActionIcon
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={copied ? t('copy.copiedLabel', { label }) : t('copy.label', { label })}
              >
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
