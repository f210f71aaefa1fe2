/** The two places a person's photo is shown: the order card's portrait and a verification result. */
const looks = {
  portrait: {
    width: 144,
    height: 176,
    frame: 'h-36 w-28 shrink-0 rounded-lg border border-slate-200 sm:h-44 sm:w-36',
    initial: 'bg-brand-50 text-4xl text-brand-700',
  },
  thumbnail: {
    width: 88,
    height: 88,
    frame: 'size-22 shrink-0 rounded-xl border border-slate-200',
    initial: 'bg-slate-100 text-3xl text-slate-500',
  },
} as const;

/**
 * A person's photo, or, when none is on file, the first letter of their name in a box of the same
 * size (hidden from screen readers: the name is written next to it anyway).
 */
export function PhotoOrInitial({
  src,
  name,
  alt,
  look,
}: {
  src: string | null | undefined;
  name: string;
  alt: string;
  look: keyof typeof looks;
}) {
  const { width, height, frame, initial } = looks[look];
  if (src) return <img src={src} alt={alt} width={width} height={height} className={`${frame} object-cover`} />;
  return (
    <div aria-hidden="true" className={`${frame} flex items-center justify-center font-bold ${initial}`}>
      {name.trim().slice(0, 1).toUpperCase()}
    </div>
  );
}
