import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchArrivalData, fetchRouteData } from './early-data'

const api = vi.hoisted(() => ({ posts: vi.fn(), jobs: vi.fn() }))
vi.mock('../features/news/api/list-blog-posts', () => ({ fetchBlogPostsEarly: api.posts }))
vi.mock('../features/jobs/api/list-public-jobs', () => ({ fetchPublicJobsEarly: api.jobs }))

beforeEach(() => {
  api.posts.mockReset()
  api.jobs.mockReset()
})

const url = (address: string) => new URL(address, 'http://localhost')

/** A navigation in the app to `address`: the layout draws it and asks. */
async function navigateTo(address: string) {
  fetchRouteData(url(address))
  await vi.dynamicImportSettled()
}

describe('what an address reads at once (the layout asks as it draws the address)', () => {
  it('reads the blog for /news, with the search from the address', async () => {
    await navigateTo('/news?q=express')
    expect(api.posts).toHaveBeenCalledWith({ postId: undefined, search: 'express' })
    await navigateTo('/news/')
    expect(api.posts).toHaveBeenLastCalledWith({ postId: undefined, search: '' })
    expect(api.jobs).not.toHaveBeenCalled()
  })

  it('reads the blog for /news/{id}, naming the post as the router decodes it', async () => {
    await navigateTo('/news/post%20one?q=draw')
    expect(api.posts).toHaveBeenCalledWith({ postId: 'post one', search: 'draw' })
    await navigateTo('/news/%E0%A4%A')
    expect(api.posts).toHaveBeenLastCalledWith({ postId: '%E0%A4%A', search: '' })
  })

  it("reads the public jobs for /jobs and for a job's page", async () => {
    await navigateTo('/jobs?q=engineer')
    expect(api.jobs).toHaveBeenCalledTimes(1)
    await navigateTo('/jobs/123')
    expect(api.jobs).toHaveBeenCalledTimes(2)
    expect(api.posts).not.toHaveBeenCalled()
  })

  it('asks nothing when only the query changes (typing a search rewrites it)', async () => {
    await navigateTo('/about')
    await navigateTo('/news?q=e')
    await navigateTo('/news?q=ex')
    expect(api.posts).toHaveBeenCalledTimes(1)
  })

  it('reads nothing anywhere else, including addresses the route table does not have', async () => {
    for (const address of ['/', '/home', '/about', '/contact', '/services', '/jobs/1/2', '/news/a/b', '/newsroom']) {
      await navigateTo(address)
    }
    expect(api.posts).not.toHaveBeenCalled()
    expect(api.jobs).not.toHaveBeenCalled()
  })
})

describe('on arrival (the page opened at the address)', () => {
  it('the entry asks at once, and the first drawing of that address asks nothing more', async () => {
    fetchArrivalData(url('/news?q=draw'))
    await vi.dynamicImportSettled()
    expect(api.posts).toHaveBeenCalledTimes(1)
    await navigateTo('/news?q=draw')
    expect(api.posts).toHaveBeenCalledTimes(1)
    // Later visits are navigations of their own: each asks afresh.
    await navigateTo('/jobs')
    await navigateTo('/news?q=draw')
    expect(api.jobs).toHaveBeenCalledTimes(1)
    expect(api.posts).toHaveBeenCalledTimes(2)
  })

  it('a page opened elsewhere leaves every navigation to ask', async () => {
    fetchArrivalData(url('/about'))
    await navigateTo('/about')
    await navigateTo('/news')
    expect(api.posts).toHaveBeenCalledTimes(1)
  })
})
