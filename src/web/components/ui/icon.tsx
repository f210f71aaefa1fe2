import type { SVGProps } from 'react';

/**
 * A line icon on the 24×24 grid, drawn in the text colour and hidden from screen readers (the
 * text beside it says what it means). `d` is one path or several; stroke width, caps and joins
 * pass through, so each icon keeps its own weight.
 */
export function Icon({ d, ...svg }: { d: string | string[] } & Omit<SVGProps<SVGSVGElement>, 'd'>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" aria-hidden="true" {...svg}>
      {[d].flat().map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}
