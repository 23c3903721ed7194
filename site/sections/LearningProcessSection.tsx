import { learningProcess } from '../content/course';
import { CardGrid } from '../components/CardGrid';
import { Section } from '../components/Section';

export function LearningProcessSection() {
  return (
    <Section id="learning-process" title={learningProcess.title} lead={learningProcess.lead}>
      <CardGrid cards={learningProcess.highlights} columns={4} />
    </Section>
  );
}
