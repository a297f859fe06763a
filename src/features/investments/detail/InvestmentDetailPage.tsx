import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useListInvestmentProducts } from '@generated/hooks/investments/investments';
import { firstPage, rowsOf } from '@/kit/lists/first-page';
import { QueryState } from '@/kit/query-state/QueryState';
import { ProductDetail } from './ProductDetail';

/** Without a symbol (spec §2: it is optional) the page shows the first product of the list. */
function FirstProduct() {
  const { t } = useTranslation('investments');
  const request = firstPage(1);
  const query = useListInvestmentProducts(request);
  const products = rowsOf(query.data, request);
  const first = products[0];
  return (
    <QueryState query={query} failedTitle={t('investments:state.loadFailed')} count={products.length}>
      {first && <ProductDetail symbol={first.symbol} />}
    </QueryState>
  );
}

/** /investmentDetail/{symbol} (public, spec §2): a product's detail and the investment confirmation. */
export function InvestmentDetailPage() {
  const { symbol } = useParams();
  return symbol ? <ProductDetail symbol={symbol} /> : <FirstProduct />;
}
