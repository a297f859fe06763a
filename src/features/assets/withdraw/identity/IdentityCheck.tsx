import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCheckIdentityAuthInfo, useGetIdentityAuthInfo } from '@generated/hooks/funds/funds';
import type { IdentityAuthInfo, IdentityCheckAttempts } from '@generated/models';
import { isApiError } from '@/api/api-error';
import { SchemaForm } from '@/forms/SchemaForm';
import { type IdentityCheckFormData, identityCheckForm } from '@schemas/assets/identity-check';
import { withText } from '@/kit/code-text/code-text';
import { QueryState } from '@/kit/query-state/QueryState';
import { Frozen } from './Frozen';

const FROZEN = 'WITHDRAW_FROZEN';

/** `data.remainingAttempts` of a wrong answer (the contract's IDENTITY_CHECK_FAILED body), if any. */
function remainingOf(error: unknown): number | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body as { data?: IdentityCheckAttempts | null } | undefined;
  return body?.data?.remainingAttempts;
}

export interface IdentityCheckProps {
  withdrawId: number;
  onPassed: () => void;
  /** Leaves the check: Back, or the freeze notice's countdown. */
  onExit: () => void;
}

/**
 * The identity questions a withdrawal may need (spec §8): the KYC name and document number, with the
 * attempts left; the last wrong answer freezes withdrawals for the server's hours and the screen exits.
 */
export function IdentityCheck({ withdrawId, onPassed, onExit }: IdentityCheckProps) {
  const { t } = useTranslation('withdraw');
  const info = useGetIdentityAuthInfo({ withdrawId });
  const check = useCheckIdentityAuthInfo();
  const [remaining, setRemaining] = useState<number | undefined>();
  const [frozen, setFrozen] = useState(false);

  if (frozen || (isApiError(info.error) && info.error.code === FROZEN))
    return <Frozen hours={info.data?.data?.freezeHours} onExit={onExit} />;
  const state: IdentityAuthInfo | null | undefined = info.data?.data;
  if (info.isPending || info.isError || !state)
    return (
      <QueryState query={info} failedTitle={t('withdraw:load.failed')}>
        {null}
      </QueryState>
    );
  const left = remaining ?? state.remainingAttempts;

  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('identity.form.title')}
        </Title>
        <Text size="sm">{t('identity.intro', { name: state.maskedName })}</Text>
        <Alert color="yellow" data-testid="identity-attempts">
          {t('identity.attempts', { remaining: left, max: state.maxAttempts })}{' '}
          {t('identity.freezeWarning', { max: state.maxAttempts, hours: state.freezeHours })}
        </Alert>
        <SchemaForm<IdentityCheckFormData>
          form={identityCheckForm}
          keepDraft={false}
          submitLabel={t('identity.submit')}
          onSubmit={async (data) => {
            try {
              await check.mutateAsync({ data: { ...data, withdrawId } });
            } catch (error) {
              if (isApiError(error) && error.code === FROZEN) return setFrozen(true);
              const count = remainingOf(error);
              if (!isApiError(error) || count === undefined) throw error;
              setRemaining(count);
              throw withText(error, t('identity.wrong', { count }));
            }
            onPassed();
          }}
        />
        <Button variant="subtle" onClick={onExit} style={{ alignSelf: 'flex-start' }}>
          {t('identity.back')}
        </Button>
      </Stack>
    </Card>
  );
}
