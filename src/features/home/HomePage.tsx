import { BecomeInvestorSection } from './BecomeInvestorSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { InvestingSection } from './InvestingSection';
import { RaisingCapitalSection } from './RaisingCapitalSection';

/** Home (base path, public): the marketing page of spec §1. */
export function HomePage() {
  return (
    <>
      <HeroSection />
      <RaisingCapitalSection />
      <InvestingSection />
      <BecomeInvestorSection />
      <FaqSection />
    </>
  );
}

export default HomePage;
