import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  useAddPaymentMethod,
  useDeletePaymentMethod,
  useListPaymentMethods,
  useSetPaymentMethodOpen,
  useUpdatePaymentMethod,
  getListPaymentMethodsQueryKey,
} from '@generated/hooks/assets/assets';
import type { PaymentMethod } from '@generated/models';
import { MissingRequirements } from '../../shared/MissingRequirements';
import { PersonalPage } from '@/ui/PersonalPage';
import { ListPager } from '@/ui/ListPager';
import { QueryState } from '@/kit/query-state/QueryState';
import { useRecordModes } from '@/kit/records/use-record-modes';
import { useListPage } from '@/kit/lists/use-list-page';
import { PaymentMethodForm } from './PaymentMethodForm';
import { PaymentMethodList } from './PaymentMethodList';

/** /personal/receivingAccount: needs KYC, a nickname and a security method (spec §5, §6). */
export function ReceivingAccountsPage() {
  return (
    <PersonalPage page="receivingAccount">
      <MissingRequirements needs={['kyc', 'nickname', 'securityMethod']}>
        <ReceivingAccounts />
      </MissingRequirements>
    </PersonalPage>
  );
}

const editValues = ({ payType, realName, account, bankName, bankBranch, qrCodeUrl }: PaymentMethod) =>
  Object.fromEntries(
    Object.entries({ payType, realName, account, bankName, bankBranch, qrCodeUrl }).filter(
      ([, v]) => v !== '',
    ),
  );

function ReceivingAccounts() {
  const { t } = useTranslation('records');
  const { mode, showList, showAdd, showEdit, refresh, saved } = useRecordModes<PaymentMethod>(
    getListPaymentMethodsQueryKey,
  );
  const { request, pageOf, setPage } = useListPage();
  const query = useListPaymentMethods(request);
  const add = useAddPaymentMethod();
  const update = useUpdatePaymentMethod();
  const remove = useDeletePaymentMethod();
  const setOpen = useSetPaymentMethodOpen();
  const list = pageOf(query.data);

  if (mode.kind === 'add')
    return (
      <PaymentMethodForm
        title={t('receivingAccounts.addTitle')}
        submitLabel={t('receivingAccounts.add')}
        adding
        onCancel={showList}
        submit={async (data) => {
          await add.mutateAsync({ data });
          await saved();
        }}
      />
    );
  if (mode.kind === 'edit')
    return (
      <PaymentMethodForm
        title={t('receivingAccounts.editTitle')}
        submitLabel={t('receivingAccounts.save')}
        initial={editValues(mode.record)}
        onCancel={showList}
        submit={async (data) => {
          await update.mutateAsync({ data: { ...data, id: mode.record.id } });
          await saved();
        }}
      />
    );
  return (
    <Stack gap="md">
      {query.isSuccess && (
        <Button style={{ alignSelf: 'flex-start' }} onClick={showAdd}>
          {t('receivingAccounts.add')}
        </Button>
      )}
      <QueryState query={query} count={list?.items.length ?? 0}>
        {list && (
          <Stack gap="md">
            <PaymentMethodList
              methods={list.items}
              onEdit={showEdit}
              onDelete={async (id) => {
                await remove.mutateAsync({ data: { id } });
                await refresh();
              }}
              onSwitch={async (id, isOpen) => {
                await setOpen.mutateAsync({ data: { id, isOpen } });
                await refresh();
              }}
            />
            <ListPager total={list.total} pageSize={list.pageSize} page={list.page} onChange={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
