import { Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCheckTransferRecipientQueryOptions } from '@generated/hooks/funds/funds';
import {
  CodeScene,
  type TransferRecipient,
  type TransferRecipientCheckRequestMode,
  type WithdrawConfig,
} from '@generated/models';
import { SchemaForm } from '@/forms/SchemaForm';
import { useCodeSenders } from '@/kit/code-senders/use-code-senders';
import { formatAmount } from '@/lib/display-format';
import {
  type InternalTransferFormData,
  internalTransferForm,
  transferStart,
} from '@schemas/assets/internal-transfer';
import { withdrawErrors } from '../shared/error-text';
import { useAddressCheck } from '../shared/use-address-check';
import { useWithdrawUser } from '../shared/use-withdraw-user';

/** The fields only some modes show: rjsf drops them when another mode is picked. */
const MODE_FIELDS = ['account', 'countryCode', 'chainName', 'address', 'tag'] as const;

/** What the user filled in, and the recipient the server found (internal modes). */
export interface CheckedTransfer {
  data: InternalTransferFormData;
  recipient?: TransferRecipient;
}

export interface TransferFormProps {
  config: WithdrawConfig;
  /** The coin's networks (market chainNames) for the on-chain mode. */
  chains: string[];
  /** What the user filled in before (back from the confirmation): nothing is typed twice. */
  initial?: InternalTransferFormData;
  onChecked: (transfer: CheckedTransfer) => void;
}

/** The transfer form (schemas/assets/internal-transfer.ts); an internal recipient is checked on submit. */
export function TransferForm({ config, chains, initial, onChecked }: TransferFormProps) {
  const { t } = useTranslation(['withdraw', 'assets']);
  const { sender, methods } = useWithdrawUser();
  // The recipient's placeholder names the chosen mode.
  const [mode, setMode] = useState(initial?.mode ?? 'uid');
  // A look at another mode loses nothing: what was typed in a mode's fields comes back with the mode.
  const typed = useRef<Partial<InternalTransferFormData>>({});
  const [start, setStart] = useState(
    () =>
      ({
        ...transferStart(config),
        ...(chains.length === 1 ? { chainName: chains[0] } : {}),
        ...initial,
        symbol: config.symbol,
      }) as InternalTransferFormData,
  );
  const [formKey, setFormKey] = useState(0);
  const onChange = (data: InternalTransferFormData) => {
    for (const field of MODE_FIELDS) if (data[field]) typed.current[field] = data[field];
    if (!data.mode || data.mode === mode) return;
    setMode(data.mode);
    if (MODE_FIELDS.some((field) => !data[field] && typed.current[field])) {
      setStart({ ...data, ...typed.current });
      setFormKey((key) => key + 1);
    }
  };
  const form = useMemo(() => {
    const definition = internalTransferForm(sender, config, methods, mode, chains);
    // The coin is the one chosen above the tabs, whose fee and decimals the form was built with: the
    // page's coin picker shows it, the form only carries it.
    const uiSchema = { ...definition.uiSchema, symbol: { 'ui:widget': 'hidden' } };
    return { ...definition, uiSchema };
  }, [sender, config, methods, mode, chains]);
  const senders = useCodeSenders(CodeScene.WITHDRAW);
  const queryClient = useQueryClient();
  const addressCheck = useAddressCheck<InternalTransferFormData>({ refuseSaved: false });

  const checkRecipient = async (data: InternalTransferFormData): Promise<TransferRecipient | undefined> => {
    if (data.mode === 'on_chain') return undefined;
    const request = {
      mode: data.mode as TransferRecipientCheckRequestMode,
      account: data.account ?? '',
      ...(data.mode === 'phone' ? { countryCode: data.countryCode } : {}),
    };
    const answer = await withdrawErrors.guard(
      queryClient.fetchQuery(
        getCheckTransferRecipientQueryOptions(request, {
          query: { staleTime: 0, retry: false },
        }),
      ),
    );
    const recipient = answer.data ?? undefined;
    // The contract masks the sender's email and phone, so the form can only compare UIDs; the server's
    // answer names the recipient's UID, which catches the sender's own email or phone too (spec §5, §8).
    if (recipient && sender.id !== undefined && recipient.uid === sender.id)
      throw withdrawErrors.failure('TRANSFER_TO_SELF');
    return recipient;
  };

  return (
    <Card withBorder padding="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t(form.title)}
        </Title>
        <Text size="sm" data-testid="transfer-available">
          {t('withdraw:transfer.available', {
            amount: formatAmount(config.available, { decimals: config.precision }),
            symbol: config.symbol,
          })}
        </Text>
        <SchemaForm<InternalTransferFormData>
          key={formKey}
          form={form}
          formData={start}
          keepDraft={false}
          formContext={senders.formContext}
          submitLabel={t('withdraw:transfer.next')}
          extraErrors={addressCheck.extraErrors}
          onChange={(data) => {
            addressCheck.onChange(data);
            onChange(data);
          }}
          onSubmit={async (data) => {
            // On chain: the server checks the address on the chosen network too (spec §3, §5).
            if (data.mode === 'on_chain') {
              const { symbol, chainName, address = '', tag } = data;
              const valid = await withdrawErrors.guard(
                addressCheck.check({ symbol, chainName, address, tag }),
              );
              if (!valid) return;
            }
            onChecked({ data, recipient: await checkRecipient(data) });
          }}
        />
      </Stack>
    </Card>
  );
}
