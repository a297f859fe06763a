import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddWithdrawAddress,
  useDeleteWithdrawAddresses,
  useListWithdrawAddresses,
  useUpdateWithdrawAddressTrust,
  getListWithdrawAddressesQueryKey,
} from '@generated/hooks/assets/assets';
import type { WithdrawAddress } from '@generated/models';
import { withdrawErrors } from '../shared/error-text';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useListPage } from '@/kit/lists/use-list-page';
import { useRecordModes } from '@/kit/records/use-record-modes';
import { AddressForm } from './AddressForm';
import { AddressList } from './AddressList';

/** The address book (spec §2 "address management", §3 "Withdrawal address"): list, add, delete, trust. */
export function AddressBook({ onWithdrawTo }: { onWithdrawTo: (address: WithdrawAddress) => void }) {
  const { t } = useTranslation('withdraw');
  const { mode, showList, showAdd, refresh, saved } = useRecordModes<WithdrawAddress>(
    getListWithdrawAddressesQueryKey,
  );
  const [done, setDone] = useState<'saved' | 'deleted' | 'trustChanged' | null>(null);
  const { request, pageOf, setPage } = useListPage();
  const query = useListWithdrawAddresses(request);
  const add = useAddWithdrawAddress();
  const remove = useDeleteWithdrawAddresses();
  const trust = useUpdateWithdrawAddressTrust();
  const list = pageOf(query.data);

  if (mode.kind === 'add')
    return (
      <AddressForm
        onCancel={showList}
        submit={async (data) => {
          await withdrawErrors.guard(add.mutateAsync({ data }));
          await saved();
          setDone('saved');
        }}
      />
    );
  return (
    <Stack gap="md">
      {done && (
        <Alert color="green" data-testid="address-done" withCloseButton onClose={() => setDone(null)}>
          {t(`addresses.${done}`)}
        </Alert>
      )}
      {query.isSuccess && (
        <Button style={{ alignSelf: 'flex-start' }} onClick={showAdd}>
          {t('addresses.add')}
        </Button>
      )}
      <QueryState query={query} failedTitle={t('withdraw:load.failed')} count={list?.items.length ?? 0}>
        {list && (
          <AddressList
            addresses={list.items}
            onWithdrawTo={onWithdrawTo}
            onDelete={async (id) => {
              await withdrawErrors.guard(remove.mutateAsync({ data: { ids: [id] } }));
              await refresh();
              setDone('deleted');
            }}
            onTrust={async (id, trustType, codes) => {
              await withdrawErrors.guard(trust.mutateAsync({ data: { ...codes, id, trustType } }));
              await refresh();
              setDone('trustChanged');
            }}
          />
        )}
        {list && (
          <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
        )}
      </QueryState>
    </Stack>
  );
}
