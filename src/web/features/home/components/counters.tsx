import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTER_DURATION_MS } from '#shared/constants.ts';
import type { School } from '#shared/schemas/school.ts';
import { Container } from '#web/components/ui/container.tsx';
import { formatCount } from '#web/lib/format.ts';
import { prefersReducedMotion, useInView } from '#web/hooks/use-in-view.ts';

/**
 * The figure a counter shows. Until the page runs (and in the HTML the server sends) it is the
 * school's figure, so the page reads without its script. Once running, counters still below the
 * screen wait at 0, then count up to the figure over the spec's 5 s when scrolled into view (at
 * once with reduced motion). Counters already on screen when the page starts keep their figure:
 * counting down to 0 and back up in front of the reader would only be a flicker.
 */
function useCountUp(target: number, waiting: boolean, run: boolean): number {
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (!run) return;
    if (prefersReducedMotion()) {
      const id = requestAnimationFrame(() => setValue(target));
      return () => cancelAnimationFrame(id);
    }
    let frame = 0;
    const began = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - began) / COUNTER_DURATION_MS);
      const eased = 1 - (1 - progress) ** 3;
      setValue(Math.round(target * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [run, target]);
  if (run) return value ?? 0;
  return waiting ? 0 : target;
}

function Counter({ target, label, waiting, run }: { target: number; label: string; waiting: boolean; run: boolean }) {
  const value = useCountUp(target, waiting, run);
  return (
    <div className="flex flex-col rounded-2xl bg-white/10 p-5 text-center">
      <dt className="text-sm font-medium text-brand-50">{label}</dt>
      {/* Screen readers get the final figure; the running number is decoration. */}
      <dd className="order-first text-4xl font-extrabold tabular-nums text-white sm:text-5xl">
        <span aria-hidden="true" data-testid="counter-value">
          {formatCount(value)}
        </span>
        <span className="sr-only">{formatCount(target)}</span>
      </dd>
    </div>
  );
}

/**
 * Home page: animated counters (1200 graduated, instructors, present students, 1 branch), from the
 * school's facts, counting up when scrolled into view (useCountUp).
 */
export function Counters({ counters: c }: { counters: School['counters'] | undefined }) {
  const { t } = useTranslation();
  const [ref, inView] = useInView<HTMLElement>({ threshold: 0.4, rootMargin: '0px' });
  // Below the screen when the page started running: these counters wait, then run.
  const [belowAtStart, setBelowAtStart] = useState(false);
  if (inView === false && !belowAtStart) setBelowAtStart(true);
  const items = [
    { target: c?.graduated ?? 0, label: t('home.counters.graduated') },
    { target: c?.instructors ?? 0, label: t('home.counters.instructors') },
    { target: c?.students ?? 0, label: t('home.counters.students') },
    { target: c?.branches ?? 0, label: t('home.counters.branches') },
  ];
  return (
    <section ref={ref} aria-labelledby="home-counters-heading" className="bg-brand-800 py-12">
      <Container>
        <h2 id="home-counters-heading" className="sr-only">
          {t('home.counters.heading')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {items.map((item) => (
            <Counter
              key={item.label}
              target={item.target}
              label={item.label}
              waiting={belowAtStart}
              run={belowAtStart && inView === true && c !== undefined}
            />
          ))}
        </dl>
      </Container>
    </section>
  );
}
