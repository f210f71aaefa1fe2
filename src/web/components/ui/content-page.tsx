import type { ReactNode } from 'react';
import { Container } from './container';
import { PageMeta } from './page-meta';

/**
 * The top of a content page: its h1 and intro. `lead` is the larger look of the school's own pages
 * (about, contact, the sign pages); the catalogue pages (courses, blog) use the plain one.
 */
export function PageHeading({ title, intro, lead = false }: { title: string; intro: ReactNode; lead?: boolean }) {
  return (
    <>
      <h1 className={`text-3xl font-bold text-slate-900 ${lead ? 'sm:text-4xl' : ''}`}>{title}</h1>
      <p className={lead ? 'mt-3 max-w-3xl text-lg text-slate-600' : 'mb-8 mt-2 text-slate-600'}>{intro}</p>
    </>
  );
}

/** A content page: the page container, its <title> and description, the heading block, then the content. */
export function ContentPage({
  title,
  description,
  intro,
  lead,
  children,
}: {
  title: string;
  description: string;
  intro: ReactNode;
  lead?: boolean;
  children: ReactNode;
}) {
  return (
    <Container className="py-10">
      <PageMeta title={title} description={description} />
      <PageHeading title={title} intro={intro} lead={lead} />
      {children}
    </Container>
  );
}
