import { ActionIcon, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CopyResult = 'copied' | 'failed' | null;

/** As long as a toast stays (spec §9). */
const FEEDBACK_MS = 2500;

/** The clipboard API where the page may use it, else the selection fallback; resolves whether it worked. */
async function writeToClipboard(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Denied (no permission, not focused): try the fallback below.
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/**
 * A copy button that says what happened beside it (a status the screen reader reads too): "<label>
 * copied", or that copying failed and the text must be copied by hand. The word stays as long as a toast
 * (spec §9, 2500 ms).
 */
export function CopyValueButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('common');
  const [result, setResult] = useState<CopyResult>(null);
  useEffect(() => {
    if (!result) return undefined;
    const timer = window.setTimeout(() => setResult(null), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [result]);
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="subtle"
        color={result === 'copied' ? 'teal' : 'gray'}
        aria-label={t('copyLabel', { label })}
        onClick={() => void writeToClipboard(value).then((ok) => setResult(ok ? 'copied' : 'failed'))}
      >
        {result === 'copied' ? <IconCheck size={16} /> : <IconCopy size={16} />}
      </ActionIcon>
      <Text size="xs" role="status" c={result === 'failed' ? 'red.9' : 'teal.9'} data-testid="copy-feedback">
        {result === 'copied' && t('copiedStatus', { label })}
        {result === 'failed' && t('copyFailed')}
      </Text>
    </Group>
  );
}
