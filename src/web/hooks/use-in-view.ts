import { useEffect, useRef, useState } from 'react';

/**
 * Whether the element has scrolled into view (and stays true once it has). `null` until the page
 * runs in a browser: the server's HTML and the first browser render must be the same, so neither
 * knows yet. An element already on screen when the page starts counts as seen at once; where
 * IntersectionObserver is missing every element does, so nothing stays hidden.
 */
export function useInView<T extends Element>(options: { threshold?: number; rootMargin?: string } = {}) {
  const ref = useRef<T>(null);
  const [inView, setInView] = useState<boolean | null>(null);
  const { threshold = 0.15, rootMargin = '0px 0px -5% 0px' } = options;

  useEffect(() => {
    const el = ref.current;
    if (!el || inView) return;
    if (typeof IntersectionObserver === 'undefined' || onScreen(el)) {
      setInView(true);
      return;
    }
    setInView(false);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setInView(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [inView, threshold, rootMargin]);

  return [ref, inView] as const;
}

function onScreen(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  return rect.top < window.innerHeight && rect.bottom > 0;
}

/** The visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
