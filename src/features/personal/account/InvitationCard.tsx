import { Alert, Card, Code, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { useGetInviteInfo } from '@generated/hooks/profile/profile';
import { QueryState } from '@/kit/query-state/QueryState';
import { AccountRow } from './AccountRow';
import { InviteApplication } from './InviteApplication';
import { CopyValueButton } from '@/ui/CopyValueButton';

/** Invitation code, link and its QR code, remaining quota, and the application for more (spec §3). */
export function InvitationCard() {
  const { t } = useTranslation('security');
  const invite = useGetInviteInfo({});
  const info = invite.data?.data;

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('invite.title')}
        </Title>
        <QueryState query={invite} data={info} loadingLabel={t('invite.loading')}>
          {(info) => (
            <>
              <Group align="flex-start" justify="space-between" wrap="wrap">
                <Stack gap={0} style={{ flex: 1, minWidth: 280 }}>
                  <AccountRow
                    label={t('invite.code')}
                    value={<Code>{info.inviteCode}</Code>}
                    extra={<CopyValueButton value={info.inviteCode} label={t('invite.code')} />}
                  />
                  <AccountRow
                    label={t('invite.link')}
                    value={
                      <Text size="sm" style={{ wordBreak: 'break-all' }}>
                        {info.inviteUrl}
                      </Text>
                    }
                    extra={<CopyValueButton value={info.inviteUrl} label={t('invite.link')} />}
                  />
                  <AccountRow label={t('invite.quota')} value={info.remainingQuota} />
                  {info.invitedCount !== undefined && (
                    <AccountRow label={t('invite.invited')} value={info.invitedCount} />
                  )}
                </Stack>
                <QRCodeSVG value={info.inviteUrl} size={128} role="img" aria-label={t('invite.qrLabel')} />
              </Group>
              {info.remainingQuota === 0 && <Alert color="yellow">{t('invite.noQuota')}</Alert>}
            </>
          )}
        </QueryState>
        <Divider />
        <Title order={3} size="h5">
          {t('personal:forms.inviteApplication.title')}
        </Title>
        <InviteApplication />
      </Stack>
    </Card>
  );
}
