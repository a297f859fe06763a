import { Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitSingaporeRealNameAuth, useVerifySingPassAuth } from '@generated/hooks/kyc/kyc';
import type { IndividualKycResult, SingPassPerson } from '@generated/models';
import { isApiError } from '@/api/api-error';
import { codeText } from '@/kit/code-text/code-text';
import { LoadFailure } from '@/ui/LoadFailure';
import { Loading } from '@/ui/Loading';

// The spec §8 Singpass errors: the user has to authorise with Singpass again.
const startAgainErrors = codeText({
  SINGPASS_AUTH_FAILED: 'kyc:singpass.errors.SINGPASS_AUTH_FAILED',
  SINGPASS_AUTH_EXPIRED: 'kyc:singpass.errors.SINGPASS_AUTH_EXPIRED',
});
const PERSON_FIELDS: (keyof SingPassPerson)[] = [
  'uinfin',
  'name',
  'nationality',
  'dateOfBirth',
  'registeredAddress',
];

export interface SingpassReturnProps {
  code: string;
  state: string;
  onSubmitted: (result: IndividualKycResult | null) => void;
  /** Leaves the return address so the user can choose Singpass (or another way) again. */
  onStartAgain: () => void;
}

/** Back from Singpass: verify the code, show the Myinfo data to confirm, submit it (spec §3). */
export function SingpassReturn({ code, state, onSubmitted, onStartAgain }: SingpassReturnProps) {
  const { t } = useTranslation(['kyc', 'common']);
  const verify = useVerifySingPassAuth();
  const submit = useSubmitSingaporeRealNameAuth();
  const asked = useRef(false);
  const verifyAuth = verify.mutate;

  useEffect(() => {
    // A Singpass code is good for one exchange only.
    if (asked.current) return;
    asked.current = true;
    verifyAuth({ data: { code, state } });
  }, [verifyAuth, code, state]);

  const failure = verify.error ?? submit.error;
  if (failure) {
    const again = isApiError(failure) && startAgainErrors.has(failure.code);
    const retry = () => {
      if (verify.error) verify.mutate({ data: { code, state } });
      else submit.reset();
    };
    return (
      <LoadFailure
        data-testid="singpass-failed"
        message={startAgainErrors.describe(failure)}
        retryLabel={again ? t('kyc:singpass.startAgain') : undefined}
        onRetry={again ? onStartAgain : retry}
      />
    );
  }
  const found = verify.data?.data;
  if (!found) return <Loading label={t('kyc:screen.loading')} />;
  const { authToken, person } = found;
  // Without the result's token there is nothing to confirm (contract SingPassVerifyResult): authorise again.
  if (!authToken)
    return (
      <LoadFailure
        data-testid="singpass-failed"
        message={t('kyc:singpass.noResult')}
        retryLabel={t('kyc:singpass.startAgain')}
        onRetry={onStartAgain}
      />
    );
  return (
    <Card withBorder padding="lg" maw={640} data-testid="singpass-person">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('kyc:singpass.confirmTitle')}
        </Title>
        <Text size="sm">{t('kyc:singpass.confirmIntro')}</Text>
        <Table>
          <Table.Tbody>
            {PERSON_FIELDS.filter((field) => person?.[field]).map((field) => (
              <Table.Tr key={field}>
                <Table.Th>{t(`kyc:singpass.person.${field}`)}</Table.Th>
                <Table.Td>{person?.[field]}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Button
          loading={submit.isPending}
          onClick={() =>
            submit.mutate(
              { data: { authToken } },
              { onSuccess: (answer) => onSubmitted(answer.data ?? null) },
            )
          }
        >
          {t('kyc:singpass.confirm')}
        </Button>
      </Stack>
    </Card>
  );
}
