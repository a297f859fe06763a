import { FeatureGridSection, type Feature } from './FeatureGridSection';

// For investors (spec §1): fractional access, on-chain records, distributions.
const SECTION = 'investing';
const FEATURES: readonly Feature[] = [
  { key: 'fractional', icon: 'fraction' },
  { key: 'onChain', icon: 'chain' },
  { key: 'distributions', icon: 'calendar' },
];

export function InvestingSection() {
  return <FeatureGridSection section={SECTION} features={FEATURES} />;
}
