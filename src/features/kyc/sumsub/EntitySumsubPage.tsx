import { SumsubScreen } from './SumsubScreen';

/** /personal/entitySumsub: corporate identity check through Sumsub. */
export function EntitySumsubPage() {
  return <SumsubScreen type="corporate" page="entitySumsub" />;
}
