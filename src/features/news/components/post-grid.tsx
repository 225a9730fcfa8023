import { memo, type Ref } from 'react'
import type { BlogPost } from '../../../shared/models'
import { cardPicturePlace } from '../post-rules'
import { PostCard } from './post-card'
import styles from './post-grid.module.css'

interface PostGridProps {
  posts: BlogPost[]
  /** Kept in each card's link so 'Back to News' restores it. */
  search: string
  listRef?: Ref<HTMLUListElement>
}

export const PostGrid = memo(function PostGrid({ posts, search, listRef }: PostGridProps) {
  if (posts.length === 0) return null
  return (
    <ul className={styles.grid} ref={listRef}>
      {posts.map((post, index) => (
        <li key={post.$id}>
          <PostCard post={post} search={search} picturePlace={cardPicturePlace(index)} />
        </li>
      ))}
    </ul>
  )
})
