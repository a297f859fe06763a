import { Anchor, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '@/i18n/use-localized-path';
import { type AppPath, assetsPath } from '@/lib/app-paths';

const SECTIONS: { name: 'deposit' | 'invest' | 'withdraw'; path: AppPath; steps: number }[] = [
  { name: 'deposit', path: assetsPath('recharge'), steps: 4 },
  { name: 'invest', path: 'investments', steps: 4 },
  { name: 'withdraw', path: assetsPath('withdraw'), steps: 4 },
];

/** Spec §2 "funding guide": how to deposit, invest and withdraw, step by step, each with its screen. */
export function FundingGuide({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const localized = useLocalizedPath();
  return (
    <Modal opened={opened} onClose={onClose} title={t('guide.title')} size="lg" centered>
      <Stack gap="lg" data-testid="funding-guide">
        <Text size="sm">{t('guide.intro')}</Text>
        {SECTIONS.map((section) => (
          <Stack key={section.name} gap="xs">
            <Title order={3} size="h5">
              {t(`guide.${section.name}.title`)}
            </Title>
            <List type="ordered" size="sm" spacing={4}>
              {Array.from({ length: section.steps }, (_, step) => (
                <List.Item key={step}>{t(`guide.${section.name}.steps.${step}`)}</List.Item>
              ))}
            </List>
            <Anchor component={Link} to={localized(section.path)} size="sm" onClick={onClose}>
              {t(`guide.${section.name}.link`)}
            </Anchor>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
