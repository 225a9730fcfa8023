// The news screen's words. Quoted strings are the specification's (sections 2 and 8).
export const newsContent = {
  pageTitle: 'News',
  pageDescription:
    'News and articles on Canadian immigration: Express Entry, work and study permits, recruitment and investor programs.',
  heading: 'Our Latest Blogs',
  intro: 'Updates on Canadian immigration programs, policy changes and hiring from our consultants.',
  searchLabel: 'Search news',
  searchPlaceholder: 'Search news...',
  loading: 'Loading blogs...',
  loadFailed: 'The news could not be loaded. Check your connection and try again.',
  retry: 'Retry',
  noMatch: 'No posts match your search.',
  noPosts: 'There are no posts yet.',
  unknownAuthor: 'Unknown Author',
  back: 'Back to News',
  shareHeading: 'Share this post',
  nativeShare: 'Share',
  copyLink: 'Copy Link',
  copied: 'Link copied to clipboard!',
  copyFailed: 'Failed to copy the link.',
  notFoundHeading: 'Post not found',
  notFoundDetail: 'This post does not exist, was removed, or is not published on this site.',
} as const
