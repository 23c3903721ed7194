import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/** Scrolls to the top on every path change (not on the first render: the browser owns that scroll). */
export function ScrollManager() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location]);
  return null;
}
