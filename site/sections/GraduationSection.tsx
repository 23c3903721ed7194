import { graduation } from '../content/course';
import { Section } from '../components/Section';

export function GraduationSection() {
  return (
    <Section id="graduation" title={graduation.title} lead={graduation.lead}>
      <ul className="options">
        {graduation.options.map((option, index) => (
          <li key={option.title} className="option">
            <p className="option__label">Option {index + 1}</p>
            <h3 className="option__title">{option.title}</h3>
            <p>{option.text}</p>
            <ol className="option__steps">
              {option.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </Section>
  );
}
