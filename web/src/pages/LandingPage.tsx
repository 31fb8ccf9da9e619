import { PageMeta } from '../components/PageMeta';
import {
  LandingCallToAction,
  LandingChannels,
  LandingHero,
  LandingSteps,
} from '../features/landing/components/LandingSections';
import { PlanTeaser } from '../features/landing/components/PlanTeaser';
import { StatsBand } from '../features/landing/components/StatsBand';

export function LandingPage() {
  return (
    <>
      <PageMeta
        title="Job applications, handled for you"
        description="Send HireRelay the jobs you want: AI tailors your resume and cover letter to each one, human experts review and submit the application, and you track it all on your dashboard."
      />
      <LandingHero />
      <StatsBand />
      <LandingChannels />
      <LandingSteps />
      <PlanTeaser />
      <LandingCallToAction />
    </>
  );
}
