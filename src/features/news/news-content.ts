// The news screen's words. Quoted strings are the specification's (docs/specification.md §2 and §8).
import { formatCount } from '../../shared/numbers'

export const newsContent = {
  pageTitle: 'News',
  /** A numbered page of the news (/news/page/2). */
  pageTitleOf: (page: number) => `News, page ${formatCount(page, 'en')}`,
  pageDescription:
    'News and articles on Canadian immigration: Express Entry, work and study permits, recruitment and investor programs.',
  heading: 'Our Latest Blogs',
  intro: 'Updates on Canadian immigration programs, policy changes and hiring from our consultants.',
  searchLabel: 'Search news',
  /** In the search box's place where scripts are off: searching is the app's (Show more is a link). */
  searchNeedsScript:
    'Searching needs JavaScript, which is turned off in this browser: turn it on and reload this page.',
  searchPlaceholder: 'Search news...',
  loading: 'Loading blogs...',
  loadFailed: 'The news could not be loaded. Check your connection and try again.',
  serverFailed: 'The news could not be loaded: our server did not answer as it should. Please try again in a moment.',
  retry: 'Retry',
  // Not in the specification: Retry on the saved copy, asked and not answered yet.
  checking: 'Checking…',
  savedOn: (date: string, time: string) => `Saved ${date}, ${time}`,
  savedCopy: 'You are reading the news saved on this device; it refreshes when you are back online.',
  savedCopyOnline: 'You are reading the news saved on this device: the latest could not be loaded.',
  offlineNoCopy: 'You are offline and no copy is saved yet. The news will load as soon as you are back online.',
  /** `publishedOn`: the day the page was built ('November 27, 2026'), where it says. */
  offlineBuiltCopy: (publishedOn: string | undefined) =>
    publishedOn
      ? `You are offline. These are the posts as of ${publishedOn}, when this page was published; the news refreshes when you are back online.`
      : 'You are offline. These are the posts this page was published with; the news refreshes when you are back online.',
  noMatch: 'No posts match your search.',
  /** Under noMatch: the search reads titles only (docs/specification.md §5). */
  /** On paper, above the list: the search that narrowed it (the search box is left off paper). */
  printedSearch: (q: string) => `Search: “${q}”`,
  titlesOnly: 'The search looks in post titles.',
  clearSearch: 'Clear search',
  /** Read out, not shown, when a search finds posts: the grid shows them. */
  searchFound: (count: number) => `${count} ${count === 1 ? 'post' : 'posts'} found`,
  showMore: 'Show more posts',
  /** Atop a numbered page: the batch before it. */
  newerPosts: 'Newer posts',
  /** A numbered page past the list's end (it has grown shorter since the link was made). */
  pastEnd: 'There are no more posts on this page.',
  latestPosts: 'See the latest posts',
  noPosts: 'There are no posts yet.',
  /** The live list differs from the one on screen and waits for the visitor (src/components/list-refresh-notice.tsx). */
  refresh: {
    newItems: (count: number) => `${count} new ${count === 1 ? 'post' : 'posts'}`,
    updated: 'The list of posts has been updated',
    show: (message: string) => `${message} — show`,
  },
  /** The posts' section, for screen readers. */
  listLabel: 'Posts',
  listFailed: 'The news list could not be shown.',
  postFailed: 'This post could not be shown.',
  /** 'By {author or Unknown Author} - {created date}' (docs/specification.md §2). */
  byline: (author: string, date: string) => `By ${author} - ${date}`,
  unknownAuthor: 'Unknown Author',
  unknownDate: 'date unknown',
  back: 'Back to News',
  /** Under a post: the posts either side of it in the list. */
  morePosts: 'More posts',
  newerPost: 'Newer post',
  olderPost: 'Older post',
  shareHeading: 'Share this post',
  notFoundHeading: 'Post not found',
  notFoundDetail: 'This post does not exist, was removed, or is not published on this site.',
  notSavedHeading: 'This post is not saved on this device',
  notSavedDetail: 'You are offline. The post opens as soon as you are back online.',
  home: 'Home',
  breadcrumb: 'Breadcrumb',
  goHome: 'Go to the home page',
} as const
