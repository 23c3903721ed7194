import { useEffect } from 'react';
import { PageShell } from '../components/PageShell';
import { routeMeta } from '../content/routes';
import { AudienceSection } from '../sections/AudienceSection';
import { GraduationSection } from '../sections/GraduationSection';
import { HeroSection } from '../sections/HeroSection';
import { LearningProcessSection } from '../sections/LearningProcessSection';
import { OutcomesSection } from '../sections/OutcomesSection';
import { PricingSection } from '../sections/PricingSection';
import { ProgramSection } from '../sections/ProgramSection';
import { TrainingFormatSection } from '../sections/TrainingFormatSection';

export default function LandingPage() {
  // Arriving from another page through a section link (`/#price`): scroll once the sections exist.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <PageShell meta={routeMeta.home} className="landing">
      <HeroSection />
      <AudienceSection />
      <OutcomesSection />
      <LearningProcessSection />
      <TrainingFormatSection />
      <ProgramSection />
      <PricingSection />
      <GraduationSection />
    </PageShell>
  );
}
