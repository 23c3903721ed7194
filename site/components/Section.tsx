import type { ReactNode } from 'react';
import { useReveal } from '../lib/useReveal';

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  /** `alt` gives the section the tinted background that separates neighbours. */
  tone?: 'plain' | 'alt';
  children: ReactNode;
}

/** A landing-page section: an h2 that names the region, an optional lead, and a scroll reveal. */
export function Section({ id, title, lead, tone = 'plain', children }: SectionProps) {
  const { ref, className } = useReveal<HTMLElement>();
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={`section section--${tone}`} ref={ref}>
      {/* The reveal moves the content, never the section: links that scroll to a section land exactly. */}
      <div className={`container ${className}`.trim()}>
        <div className="section__head">
          <h2 id={headingId}>{title}</h2>
          {lead ? <p className="section__lead">{lead}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
