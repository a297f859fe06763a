import { BecomeInvestorSection } from './BecomeInvestorSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { InvestingSection } from './InvestingSection';
import { MarketSection } from './market/MarketSection';
import { RaisingCapitalSection } from './RaisingCapitalSection';
import { SectionBoundary } from '@/kit/boundary/SectionBoundary';

/** Home (base path, public): the marketing page of spec §1, with the market beside it. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <SectionBoundary>
        <MarketSection />
      </SectionBoundary>
      <RaisingCapitalSection />
      <InvestingSection />
      <BecomeInvestorSection />
      <FaqSection />
    </>
  );
}

export default HomePage;
