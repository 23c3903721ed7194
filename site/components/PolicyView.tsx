import type { PolicyBlock, PolicyDocument } from '../content/types';

function Blocks({ blocks }: { blocks: readonly PolicyBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (block.kind === 'paragraph') return <p key={index}>{block.text}</p>;
        const items = block.items.map((item) => <li key={item}>{item}</li>);
        return block.ordered ? <ol key={index}>{items}</ol> : <ul key={index}>{items}</ul>;
      })}
    </>
  );
}

function Heading({ level, id, number, title }: { level: 2 | 3; id: string; number: string; title: string }) {
  const content = (
    <>
      <span className="policy__number">{number}</span> {title}
      <a className="policy__anchor" href={`#${id}`} aria-label={`Link to section ${number}`}>
        #
      </a>
    </>
  );
  // Each level written as its own element (not a tag in a variable), so the editor can select the heading and edit its title.
  return level === 2 ? (
    <h2 id={`${id}-title`} className="policy__heading">
      {content}
    </h2>
  ) : (
    <h3 id={`${id}-title`} className="policy__heading">
      {content}
    </h3>
  );
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Renders a policy as a document: title, date, table of contents, numbered sections with anchors. */
export function PolicyView({ document: doc }: { document: PolicyDocument }) {
  return (
    <article className="container policy">
      <header className="policy__header">
        <h1>{doc.title}</h1>
        <p className="policy__updated">
          Last updated <time dateTime={doc.lastUpdated}>{dateFormat.format(new Date(doc.lastUpdated))}</time>
        </p>
        <Blocks blocks={doc.intro} />
      </header>
      <nav className="policy__toc" aria-labelledby="toc-title">
        <h2 id="toc-title">Contents</h2>
        <ol>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="policy__section">
          <Heading level={2} id={section.id} number={`${index + 1}.`} title={section.title} />
          <Blocks blocks={section.blocks} />
          {section.subsections?.map((sub, subIndex) => (
            <section key={sub.id} id={sub.id} aria-labelledby={`${sub.id}-title`} className="policy__subsection">
              <Heading level={3} id={sub.id} number={`${index + 1}.${subIndex + 1}`} title={sub.title} />
              <Blocks blocks={sub.blocks} />
            </section>
          ))}
        </section>
      ))}
    </article>
  );
}
