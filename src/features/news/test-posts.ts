// Blog posts shared by the news tests.
import type { BlogPost } from '../../shared/models'

const meta = (id: string) => ({
  $id: id,
  $sequence: '1',
  $collectionId: 'blog',
  $databaseId: 'main',
  $createdAt: '2026-05-01T12:00:00.000+00:00',
  $updatedAt: '2026-05-01T12:00:00.000+00:00',
  $permissions: ['read("any")'],
})

export const expressEntry: BlogPost = {
  ...meta('post-express'),
  title: 'Express Entry draw results for May',
  content:
    '<p>The latest <a href="https://www.canada.ca/">IRCC</a> draw.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 1">',
  imageUrl: '/images/news/news-01.webp',
  author: 'Alice Martin',
  createdAt: '2026-05-01T12:00:00.000Z',
  visibility: ['localhost', 'www.maplepathways.example'],
}

export const studyPermits: BlogPost = {
  ...meta('post-study'),
  title: 'New study permit caps explained',
  content: '<p>What the caps mean for students.</p>',
  imageUrl: null,
  author: null,
  createdAt: '2026-04-15T12:00:00.000Z',
  visibility: ['localhost'],
}

/** Listed only for the live host: never shown on localhost. */
export const hiddenPost: BlogPost = {
  ...meta('post-hidden'),
  title: 'Partner site exclusive announcement',
  content: '<p>Only for the live site.</p>',
  imageUrl: '/images/news/hidden.jpg',
  author: 'Bob',
  createdAt: '2026-05-02T12:00:00.000Z',
  visibility: ['www.maplepathways.example'],
}

export const testPosts = [hiddenPost, expressEntry, studyPermits]
