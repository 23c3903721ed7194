import { trainingFormat } from '../content/course';
import { CardGrid } from '../components/CardGrid';
import { Icon } from '../components/icons';
import { Section } from '../components/Section';

export function TrainingFormatSection() {
  return (
    <Section id="training-format" title={trainingFormat.title} tone="alt">
      <CardGrid cards={trainingFormat.formats} columns={3} />
      <dl className="facts">
        {trainingFormat.facts.map((fact) => (
          <div key={fact.label} className="facts__item">
            <dt>
              <Icon name={fact.icon} size={20} />
              {fact.label}
            </dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
