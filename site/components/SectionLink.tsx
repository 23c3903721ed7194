import type { MouseEvent, ReactNode } from 'react';
import { useLocation } from 'wouter';
import { scrollToSection } from '../lib/motion';

interface SectionLinkProps {
  /** Id of a landing-page section. */
  section: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to a landing-page section. On the landing page it scrolls smoothly; elsewhere it navigates
 * home and the landing page scrolls to the section once it has rendered. Without JavaScript it is a
 * plain anchor that still works.
 */
export function SectionLink({ section, className, children }: SectionLinkProps) {
  const [location, navigate] = useLocation();
  const onHome = location === '/';
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (onHome) scrollToSection(section);
    else navigate(`/#${section}`);
  };
  return (
    <a className={className} href={onHome ? `#${section}` : `/#${section}`} onClick={onClick}>
      {children}
    </a>
  );
}
