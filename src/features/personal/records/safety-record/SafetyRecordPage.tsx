import { Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonalPage } from '@/ui/PersonalPage';
import { HistoryList } from './HistoryList';

/** /personal/safetyRecord: login and security history, latest 30 records of 3 months (spec §2, §3, §9). */
export function SafetyRecordPage() {
  const { t } = useTranslation('records');
  return (
    <PersonalPage page="safetyRecord">
      <Text size="sm" c="dimmed">
        {t('safetyRecord.scope')}
      </Text>
      {/* Only the open tab is mounted, so only its history is asked for. */}
      <Tabs defaultValue="login" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="login">{t('safetyRecord.loginTab')}</Tabs.Tab>
          <Tabs.Tab value="security">{t('safetyRecord.securityTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="login" pt="md">
          <HistoryList kind="login" />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <HistoryList kind="security" />
        </Tabs.Panel>
      </Tabs>
    </PersonalPage>
  );
}
