import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PersonalPage } from '@/ui/PersonalPage';
import { useSecurityUser } from '../shared/use-security-user';
import { AccountRow } from './AccountRow';
import { InvitationCard } from './InvitationCard';
import { NicknameRow } from './NicknameRow';
import { SecurityRows } from './SecurityRows';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

/** /personal/userManagement: profile, account security and invitations (spec §3 "User profile"). */
export function UserManagementPage() {
  const { t } = useTranslation('security');
  const { user } = useSecurityUser();
  return (
    <PersonalPage page="userManagement">
      <Card withBorder padding="lg">
        <Stack gap={0}>
          <Title order={2} size="h4" mb="xs">
            {t('account.profile')}
          </Title>
          <NicknameRow nickName={user.nickName} />
          <AccountRow label={t('account.id')} value={user.id ?? '--'} />
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap={0}>
          <Title order={2} size="h4" mb="xs">
            {t('account.security')}
          </Title>
          <SecurityRows user={user} />
        </Stack>
      </Card>
      <SectionBoundary>
        <InvitationCard />
      </SectionBoundary>
    </PersonalPage>
  );
}
