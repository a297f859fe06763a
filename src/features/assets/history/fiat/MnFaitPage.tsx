import { Button, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalizedPath } from '@/i18n';
import { assetsPath } from '@/lib/app-paths';
import { HistoryPage } from '../shared/HistoryPage';
import { FiatBankCards } from './FiatBankCards';
import { FiatDeposits } from './FiatDeposits';
import { FiatWithdrawals } from './FiatWithdrawals';

const TABS = ['deposits', 'withdrawals', 'bankCards'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/**
 * /assets/mnFait: fiat management (spec §2): the fiat deposit orders and fiat withdrawals with their
 * states (§4) and the bank cards they use (§3), one tab each (`?tab=`); only the open tab is mounted, so
 * only its list is asked for. New deposits start on the deposit screen.
 */
export function MnFaitPage() {
  const { t } = useTranslation('history');
  const localize = useLocalizedPath();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'deposits';
  return (
    <HistoryPage
      title={t('history:fiat.title')}
      action={
        <Button component={Link} to={localize(assetsPath('recharge'))}>
          {t('history:fiat.newDeposit')}
        </Button>
      }
    >
      <Tabs
        value={tab}
        onChange={(value) => isTab(value) && setParams({ tab: value }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`history:fiat.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="deposits" pt="md">
          <FiatDeposits />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals" pt="md">
          <FiatWithdrawals />
        </Tabs.Panel>
        <Tabs.Panel value="bankCards" pt="md">
          <FiatBankCards />
        </Tabs.Panel>
      </Tabs>
    </HistoryPage>
  );
}
