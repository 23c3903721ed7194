import { audience } from '../content/course';
import { CardGrid } from '../components/CardGrid';
import { Icon } from '../components/icons';
import { Section } from '../components/Section';
import { SectionLink } from '../components/SectionLink';

export function AudienceSection() {
  return (
    <Section id="audience" title={audience.title} lead={audience.lead}>
      <CardGrid cards={audience.cards} columns={4} />
      <div className="requirements">
        <h3 className="requirements__title">{audience.requirements.title}</h3>
        <ul className="check-list">
          {audience.requirements.items.map((item) => (
            <li key={item}>
              <Icon name="check" size={20} />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <SectionLink section="price" className="button">
          {audience.cta}
        </SectionLink>
      </div>
    </Section>
  );
}
