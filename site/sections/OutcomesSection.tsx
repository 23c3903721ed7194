import { outcomes } from '../content/course';
import { CardGrid } from '../components/CardGrid';
import { Section } from '../components/Section';

export function OutcomesSection() {
  return (
    <Section id="outcomes" title={outcomes.title} tone="alt">
      <CardGrid cards={outcomes.items} columns={3} />
    </Section>
  );
}
