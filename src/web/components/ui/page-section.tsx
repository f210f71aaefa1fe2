import type { ReactNode } from 'react';
import { Container } from './container';
import { Reveal } from './reveal';
import { SectionHeading } from './section-heading';

/**
 * A full-width band of a long page (the home page's sections): its own background and padding
 * (`className`), the page container, and content that fades in when scrolled to. With a `title`
 * it starts with a SectionHeading whose id is `id`; without one, an element inside must carry `id`
 * so the section stays labelled.
 */
export function PageSection({
  id,
  title,
  intro,
  align,
  tone,
  className,
  revealClassName,
  children,
}: {
  id: string;
  title?: ReactNode;
  intro?: ReactNode;
  align?: 'left' | 'center';
  tone?: 'inverse';
  className: string;
  revealClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Container>
        <Reveal className={revealClassName}>
          {title !== undefined && <SectionHeading id={id} title={title} intro={intro} align={align} tone={tone} />}
          {children}
        </Reveal>
      </Container>
    </section>
  );
}
