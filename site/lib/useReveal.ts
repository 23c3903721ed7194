import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from './motion';

type Phase = 'static' | 'hidden' | 'shown';

/**
 * Reveals an element when it scrolls into view. Prerendered HTML is fully visible (phase
 * `static`); only elements that are below the fold once the page is interactive are hidden and then
 * faded in, so nothing already on screen blinks and nothing depends on JavaScript to be seen.
 */
export function useReveal<T extends Element>(): { ref: React.RefObject<T>; className: string } {
  const ref = useRef<T>(null);
  const [phase, setPhase] = useState<Phase>('static');

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) {
          setPhase((current) => (current === 'hidden' ? 'shown' : current));
          observer.disconnect();
        } else {
          setPhase((current) => (current === 'static' ? 'hidden' : current));
        }
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, className: phase === 'static' ? '' : `reveal reveal--${phase}` };
}
