import { FeatureGridSection, type Feature } from './FeatureGridSection';

// For issuers (spec §1): asset types, compliance, global investor reach.
const SECTION = 'raisingCapital';
const FEATURES: readonly Feature[] = [
  { key: 'assets', icon: 'assets' },
  { key: 'compliance', icon: 'compliance' },
  { key: 'reach', icon: 'globe' },
];

export function RaisingCapitalSection() {
  return <FeatureGridSection section={SECTION} features={FEATURES} />;
}
