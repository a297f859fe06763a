import { SumsubScreen } from './SumsubScreen';

/** /personal/sumsub: individual identity check through Sumsub. */
export function SumsubPage() {
  return <SumsubScreen type="individual" page="sumsub" />;
}
