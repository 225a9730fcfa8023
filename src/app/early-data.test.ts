import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchScreenDataEarly } from './early-data'

const api = vi.hoisted(() => ({ posts: vi.fn(), jobs: vi.fn() }))
vi.mock('../features/news/api/list-blog-posts', () => ({ fetchBlogPostsEarly: api.posts }))
vi.mock('../features/jobs/api/list-public-jobs', () => ({ fetchPublicJobsEarly: api.jobs }))

beforeEach(() => {
  api.posts.mockReset()
  api.jobs.mockReset()
})

async function arriveAt(address: string) {
  fetchScreenDataEarly(new URL(address, 'http://localhost'))
  await vi.dynamicImportSettled()
}

describe('fetchScreenDataEarly (what an address reads at once, asked for by the entry)', () => {
  it('reads the blog for /news, with the search from the address', async () => {
    await arriveAt('/news?q=express')
    expect(api.posts).toHaveBeenCalledWith({ postId: undefined, search: 'express' })
    await arriveAt('/news/')
    expect(api.posts).toHaveBeenLastCalledWith({ postId: undefined, search: '' })
    expect(api.jobs).not.toHaveBeenCalled()
  })

  it('reads the blog for /news/{id}, naming the post as the router decodes it', async () => {
    await arriveAt('/news/post%20one?q=draw')
    expect(api.posts).toHaveBeenCalledWith({ postId: 'post one', search: 'draw' })
    await arriveAt('/news/%E0%A4%A')
    expect(api.posts).toHaveBeenLastCalledWith({ postId: '%E0%A4%A', search: '' })
  })

  it('reads the public jobs for /jobs', async () => {
    await arriveAt('/jobs?q=engineer')
    expect(api.jobs).toHaveBeenCalledTimes(1)
    expect(api.posts).not.toHaveBeenCalled()
  })

  it('reads nothing anywhere else, including addresses the route table does not have', async () => {
    for (const address of ['/', '/home', '/about', '/contact', '/services', '/jobs/123', '/news/a/b', '/newsroom']) {
      await arriveAt(address)
    }
    expect(api.posts).not.toHaveBeenCalled()
    expect(api.jobs).not.toHaveBeenCalled()
  })
})
