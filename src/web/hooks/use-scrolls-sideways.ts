import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element's content is wider than the element, so that it scrolls sideways: measured
 * again whenever the element or the children it starts with change size (a narrower window, more
 * columns, longer rows). `false` until measured, and where ResizeObserver is missing after the first measure.
 */
export function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    // A pixel's difference is rounding, not something to scroll to.
    const measure = () => setScrolls(box.scrollWidth - box.clientWidth > 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    for (const child of box.children) observer.observe(child);
    return () => observer.disconnect();
  }, []);

  return [ref, scrolls] as const;
}
