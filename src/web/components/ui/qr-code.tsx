import { useMemo } from 'react';
import { create } from 'qrcode';

const QUIET_ZONE = 2;

/**
 * A QR code drawn as inline SVG from the `qrcode` encoder: made in the browser, no network (an
 * authenticator secret never leaves the page), crisp when printed. Each dark module is one unit
 * square of a single path.
 */
export function QrCode({
  value,
  label,
  className = '',
  testId,
}: {
  value: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  const { size, path } = useMemo(() => {
    const modules = create(value, { errorCorrectionLevel: 'M' }).modules;
    let d = '';
    for (let row = 0; row < modules.size; row++)
      for (let col = 0; col < modules.size; col++)
        if (modules.get(row, col)) d += `M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`;
    return { size: modules.size + QUIET_ZONE * 2, path: d };
  }, [value]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
