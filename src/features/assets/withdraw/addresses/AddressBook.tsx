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
import { SHOWS_OWN_ERRORS } from '@/api/error-ownership';
import { toPage } from '@/api/pagination';
import { withdrawErrors } from '../shared/error-text';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useInvalidate } from '@/kit/cache/use-invalidate';
import { AddressForm } from './AddressForm';
import { AddressList } from './AddressList';

/** The address book (spec §2 "address management", §3 "Withdrawal address"): list, add, delete. */
export function AddressBook({ onWithdrawTo }: { onWithdrawTo: (address: WithdrawAddress) => void }) {
  const { t } = useTranslation('withdraw');
  const [adding, setAdding] = useState(false);
  const [done, setDone] = useState<'saved' | 'deleted' | 'trustChanged' | null>(null);
  const [page, setPage] = useState(1);
  const request = { page, pageSize: 20 };
  const query = useListWithdrawAddresses(request, { query: { meta: SHOWS_OWN_ERRORS } });
  const add = useAddWithdrawAddress({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const remove = useDeleteWithdrawAddresses({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const trust = useUpdateWithdrawAddressTrust({ mutation: { meta: SHOWS_OWN_ERRORS } });
  const invalidate = useInvalidate();
  const list = query.data?.data ? toPage(query.data.data, request) : undefined;

  if (adding)
    return (
      <AddressForm
        onCancel={() => setAdding(false)}
        submit={async (data) => {
          await withdrawErrors.guard(add.mutateAsync({ data }));
          await invalidate(getListWithdrawAddressesQueryKey);
          setDone('saved');
          setAdding(false);
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
        <Button style={{ alignSelf: 'flex-start' }} onClick={() => setAdding(true)}>
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
              await invalidate(getListWithdrawAddressesQueryKey);
              setDone('deleted');
            }}
            onTrust={async (id, trustType, codes) => {
              await withdrawErrors.guard(trust.mutateAsync({ data: { ...codes, id, trustType } }));
              await invalidate(getListWithdrawAddressesQueryKey);
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
