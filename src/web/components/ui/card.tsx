import type { ReactNode } from 'react';

/** The look of every content card: white, rounded, a hairline border and a soft shadow. */
export const cardStyles = 'rounded-2xl border border-slate-200 bg-white shadow-sm';

/**
 * A card with a 4:3 picture across its top and a body below (vehicles, courses, blog posts). The
 * picture is decoration (empty alt): the body's heading names the card. `as` is the element,
 * `li` when the card is itself the list item. `stretch` is for cards in a grid that lead on: the
 * card fills its cell, its body is a column whose last item (`mt-auto`) sits at the bottom, and
 * the shadow lifts on hover. `priority` is for the first card on screen, often the page's largest
 * picture: fetched at once and first, not when scrolled to.
 */
export function MediaCard({
  as: Tag = 'article',
  image,
  stretch = false,
  priority = false,
  children,
}: {
  as?: 'article' | 'li';
  image: string;
  stretch?: boolean;
  priority?: boolean;
  children: ReactNode;
}) {
  return (
    <Tag
      className={`overflow-hidden ${cardStyles} ${stretch ? 'flex h-full flex-col transition hover:shadow-md' : ''}`}
    >
      <img
        src={image}
        alt=""
        width={800}
        height={600}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="aspect-[4/3] w-full bg-brand-50 object-cover"
      />
      <div className={stretch ? 'flex flex-1 flex-col gap-3 p-5' : 'p-5'}>{children}</div>
    </Tag>
  );
}
