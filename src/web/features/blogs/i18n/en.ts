/**
 * The blogs feature's English texts: the namespaces `blogAdmin` and `blog`, read as
 * `t('blogAdmin.…')`. Its Bengali is ./bn.ts, where the type check fails on a missing key.
 */
export const en = {
  blogAdmin: {
    addTitle: 'Add Blog',
    addIntro: 'Each post has three sections, each with a title, a text and an image.',
    manageHeading: 'This Is Manage My Blogs Page',
    editTitle: 'Edit Blog',
    section: 'Section {{n}}',
    fields: {
      title: 'Title {{n}}',
      details: 'Details {{n}}',
      image: 'Image {{n}}',
      date: 'Date',
      publishDate: 'Publish Date',
      bid: 'Blog Id',
    },
    hints: {
      bid: 'Letters, digits, - and _. It becomes the post’s address and cannot be changed later.',
      bidLocked: 'The blog id cannot be changed.',
      imagesLocked: 'The images cannot be changed here.',
    },
    submitAdd: 'Add Blog',
    searchLabel: 'Blog Id or title',
    searchPlaceholder: 'Blog Id=bid',
    sort: {
      newest: 'Newest first',
      oldest: 'Oldest first',
      title: 'Title, A to Z',
    },
    tableCaption: 'Blog posts',
    columns: {
      bid: 'Blog Id',
      title: 'Title {{n}}',
      image: 'Image {{n}}',
      date: 'Date',
      actions: 'Actions',
    },
    deleteConfirm: 'Would you like to delete this Blog ?',
    loadFailed: 'The blog post could not be loaded.',
  },
  blog: {
    pageTitle: 'Blog',
    intro: 'Tips for learner drivers, road safety and news from the school.',
    metaDescription:
      'The blog of the Khulna driving and mechanical training school: tips for learner drivers, road safety and school news.',
    empty: 'No posts yet. Please check back soon.',
    loadFailed: 'The blog could not be loaded.',
    readMore: 'Read more',
    readMoreAbout: 'Read more: {{title}}',
    published: 'Published',
    pages: 'Blog pages',
    newer: 'Newer posts',
    older: 'Older posts',
    pageOf: 'Page {{page}} of {{pages}}',
    notFoundTitle: 'Post not found',
    notFound: 'There is no post with this id. It may have been removed.',
    allPosts: 'All posts',
    homeLabel: 'From our blog',
    homeText: 'Tips for learner drivers, road safety and news from the school.',
    homeLink: 'Read our blog',
  },
} as const;

export type Catalogue = typeof en;
