import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '#web/components/ui/icon.tsx';
import { useSiteName } from '#web/components/ui/site-name.tsx';
import { TitledSection } from '#web/components/ui/titled-section.tsx';
import { formatCount } from '#web/lib/format.ts';

interface Item {
  question: string;
  answer: string;
}

/**
 * An accordion after the WAI-ARIA pattern: each question is a button inside a heading, with
 * aria-expanded and aria-controls, and its answer a labelled region hidden while closed.
 */
function Accordion({ items }: { items: Item[] }) {
  const base = useId();
  const [open, setOpen] = useState<number | null>(0);
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, i) => {
        const expanded = open === i;
        const buttonId = `${base}-q${i}`;
        const panelId = `${base}-a${i}`;
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : i)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50"
              >
                <span>{item.question}</span>
                <Icon
                  d="M6 9l6 6 6-6"
                  className={`size-5 shrink-0 text-brand-700 transition-transform ${expanded ? 'rotate-180' : ''}`}
                  strokeWidth="2"
                />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-slate-700"
            >
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The FAQ: four questions, the first one open; `graduated` is the school's own figure. */
export function Faq({ graduated }: { graduated: number | undefined }) {
  const { t } = useTranslation();
  const site = useSiteName();
  const items: Item[] = [
    { question: t('about.faq.whyQ', { school: site.shortName }), answer: t('about.faq.whyA') },
    { question: t('about.faq.differentQ'), answer: t('about.faq.differentA') },
    // Its answer quotes the school's figure: left out in the rare case the facts could not be read.
    ...(graduated === undefined
      ? []
      : [{ question: t('about.faq.bestQ'), answer: t('about.faq.bestA', { graduated: formatCount(graduated) }) }]),
    { question: t('about.faq.certificateQ'), answer: t('about.faq.certificateA') },
  ];
  return (
    <TitledSection id="about-faq-heading" title={t('about.faq.heading')}>
      <Accordion items={items} />
    </TitledSection>
  );
}
