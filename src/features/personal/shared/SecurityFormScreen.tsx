import { Card, Stack, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CodeScene } from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { type EmailTokens, useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { WithdrawalLockNotice } from '@/ui/WithdrawalLockNotice';
import type { FormDefinition } from '@schemas/form-definition';
import { ChangeSaved } from './ChangeSaved';
import { MissingRequirements } from './MissingRequirements';
import { PersonalPage } from '@/ui/PersonalPage';
import type { Requirement } from './requirements';
import { useRefreshUserInfo } from '@/kit/cache/use-refresh-user-info';

/** What a saved change answers: the withdrawal lock of spec §9 when the change locks withdrawals. */
export interface SavedChange {
  withdrawLockHours?: number;
}

export interface SecurityFormScreenProps<T> {
  /** The route's page name: its title is app:titles.personal.<page>. */
  pageTitle: string;
  needs?: readonly Requirement[];
  /** Shown instead of the form when the user's state rules it out (say Google already bound). */
  blocked?: ReactNode;
  /** Spec §9: a change of phone, email, login or fund password first warns of the 48-hour lock. */
  locksWithdrawals?: boolean;
  form: FormDefinition<T>;
  scene: CodeScene;
  /** Shown above the form (e.g. the QR code to scan). */
  before?: ReactNode;
  /** Values the page fills (e.g. the Google secret). */
  formData?: Partial<T>;
  submitLabel: string;
  savedMessage: string;
  /** Sends the change; rejects with the call's ApiError so the form shows it and keeps what was typed. */
  submit: (data: T, emailTokens: EmailTokens) => Promise<SavedChange | void>;
}

/** One security change (personal centre): requirements, the lock notice, the form, success. */
export function SecurityFormScreen<T>(props: SecurityFormScreenProps<T>) {
  const { pageTitle, needs = [], blocked, locksWithdrawals, form, scene, before } = props;
  const { t } = useTranslation('personal');
  const senders = useCodeSenders(scene);
  const refreshUser = useRefreshUserInfo();
  const [saved, setSaved] = useState<SavedChange | null>(null);

  const onSubmit = async (data: T) => {
    const answer = await props.submit(data, senders.emailTokens());
    setSaved(answer ?? {});
    void refreshUser();
  };

  return (
    <PersonalPage page={pageTitle}>
      {saved ? (
        <ChangeSaved message={props.savedMessage} lockHours={saved.withdrawLockHours} />
      ) : (
        <MissingRequirements needs={needs}>
          {blocked ?? (
            <Card withBorder padding="lg" maw={560}>
              <Stack gap="md">
                {t(form.title) !== t(`app:titles.personal.${pageTitle}`) && (
                  <Title order={2} size="h4">
                    {t(form.title)}
                  </Title>
                )}
                {locksWithdrawals && <WithdrawalLockNotice />}
                {before}
                <SchemaForm<T>
                  form={form}
                  formData={props.formData as T | undefined}
                  formContext={senders.formContext}
                  onChange={(data) => senders.track(data as never)}
                  submitLabel={props.submitLabel}
                  onSubmit={onSubmit}
                />
              </Stack>
            </Card>
          )}
        </MissingRequirements>
      )}
    </PersonalPage>
  );
}
