import { program } from '../content/course';
import { Icon } from '../components/icons';
import { Section } from '../components/Section';

export function ProgramSection() {
  return (
    <Section id="program" title={program.title} lead={program.lead}>
      <ol className="modules">
        {program.modules.map((module, index) => (
          <li key={module.title} className="module">
            <span className="module__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <div className="module__body">
              <h3 className="module__title">{module.title}</h3>
              <p className="module__content">{module.content}</p>
              <ul className="module__topics">
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
              {module.homework ? (
                <p className="module__homework">
                  <Icon name="homework" size={18} />
                  Homework with teacher feedback
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
