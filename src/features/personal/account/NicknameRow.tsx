import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateNickname } from '@generated/hooks/profile/profile';
import { SchemaForm } from '@/forms/SchemaForm';
import { type NicknameData, nicknameForm } from '@schemas/auth/nickname';
import { useRefreshUserInfo } from '@/kit/cache/use-refresh-user-info';
import { AccountRow } from './AccountRow';

/** The nickname with an inline editor: not blank, at most 10 characters (spec §5, §9). */
export function NicknameRow({ nickName }: { nickName?: string }) {
  const { t } = useTranslation('security');
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const update = useUpdateNickname();
  const refreshUser = useRefreshUserInfo();

  const submit = async ({ nickname }: NicknameData) => {
    await update.mutateAsync({ data: { nickname: nickname.trim() } });
    setEditing(false);
    setSaved(true);
    await refreshUser();
  };

  if (editing) {
    return (
      <Stack gap="xs" py={6} maw={420}>
        <SchemaForm<NicknameData>
          form={nicknameForm}
          formData={{ nickname: nickName ?? '' }}
          submitLabel={t('account.nicknameSave')}
          onSubmit={submit}
        />
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => setEditing(false)}>
          {t('account.nicknameCancel')}
        </Button>
      </Stack>
    );
  }
  return (
    <AccountRow
      label={t('account.nickname')}
      value={
        <>
          {nickName || t('account.notSet')}
          {saved && (
            <span role="status" style={{ marginLeft: 8, color: 'var(--mantine-color-green-7)' }}>
              {t('account.nicknameSaved')}
            </span>
          )}
        </>
      }
      extra={
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
        >
          {t('account.edit')}
        </Button>
      }
    />
  );
}
