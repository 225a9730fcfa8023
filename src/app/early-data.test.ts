import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchArrivalData, fetchRouteData } from './early-data'

const api = vi.hoisted(() => ({ posts: vi.fn(), jobs: vi.fn() }))
vi.mock('../features/news/api/news-in-language', () => ({ fetchBlogPostsEarly: api.posts }))
vi.mock('../features/jobs/api/jobs-in-language', () => ({ fetchPublicJobsEarly: api.jobs }))

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
    expect(api.posts).toHaveBeenCalledWith({ postId: undefined, search: 'express' }, 'en')
    await navigateTo('/news/')
    expect(api.posts).toHaveBeenLastCalledWith({ postId: undefined, search: '' }, 'en')
    expect(api.jobs).not.toHaveBeenCalled()
  })

  it('reads the blog for /news/{id}, naming the post as the router decodes it', async () => {
    await navigateTo('/news/post%20one?q=draw')
    expect(api.posts).toHaveBeenCalledWith({ postId: 'post one', search: 'draw' }, 'en')
    await navigateTo('/news/%E0%A4%A')
    expect(api.posts).toHaveBeenLastCalledWith({ postId: '%E0%A4%A', search: '' }, 'en')
  })

  it('reads the French news and jobs on a French page, whose router sees the path without /fr', async () => {
    window.history.pushState({}, '', '/fr/news')
    try {
      fetchArrivalData(url('/fr/news?q=visa'))
      await vi.dynamicImportSettled()
      expect(api.posts).toHaveBeenCalledWith({ postId: undefined, search: 'visa' }, 'fr')
      // The layout then draws the same address as /news?q=visa: the same, asked once.
      await navigateTo('/news?q=visa')
      expect(api.posts).toHaveBeenCalledTimes(1)
      await navigateTo('/jobs/42')
      expect(api.jobs).toHaveBeenCalledWith('fr')
      await navigateTo('/news/abc')
      expect(api.posts).toHaveBeenLastCalledWith({ postId: 'abc', search: '' }, 'fr')
    } finally {
      window.history.pushState({}, '', '/')
    }
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
