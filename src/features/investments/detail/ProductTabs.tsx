import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestmentProduct } from '@generated/models';
import { useSession } from '@/api/session/session-context';
import { MyRecords } from './MyRecords';
import { ProductFacts } from './ProductFacts';
import { ProductFaq } from './ProductFaq';
import { ProductFiles } from './ProductFiles';
import { ProductTeam } from './ProductTeam';

/** The product's details, team, files, FAQ and, for a signed-in user, their records (spec §3). */
export function ProductTabs({ product }: { product: InvestmentProduct }) {
  const { t } = useTranslation('investments');
  const { isLogin } = useSession();
  return (
    // Only the open tab is mounted, so the user's records are asked for when opened.
    <Tabs defaultValue="facts" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="facts">{t('detail.tabs.facts')}</Tabs.Tab>
        <Tabs.Tab value="team">{t('detail.tabs.team')}</Tabs.Tab>
        <Tabs.Tab value="files">{t('detail.tabs.files')}</Tabs.Tab>
        <Tabs.Tab value="faq">{t('detail.tabs.faq')}</Tabs.Tab>
        {isLogin && <Tabs.Tab value="records">{t('detail.tabs.records')}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="facts" pt="md">
        <ProductFacts product={product} />
      </Tabs.Panel>
      <Tabs.Panel value="team" pt="md">
        <ProductTeam members={product.companyMembers ?? []} />
      </Tabs.Panel>
      <Tabs.Panel value="files" pt="md">
        <ProductFiles documents={product.documents ?? []} videos={product.videos ?? []} />
      </Tabs.Panel>
      <Tabs.Panel value="faq" pt="md">
        <ProductFaq faq={product.faq ?? []} />
      </Tabs.Panel>
      {isLogin && (
        <Tabs.Panel value="records" pt="md">
          <MyRecords symbol={product.symbol} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
