// The route table, in React Router's declarative mode (<BrowserRouter> in main.tsx, <StaticRouter> at
// build): its data mode adds about 17 KB gzip to every first visit for loaders we can write with
// React's own tools (README, Content before code). Each screen is a module of its own, downloaded
// when first shown (lazy-screen.ts), so the first load carries only the screen it needs.
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router-dom'
import { paths } from '../config/paths'
import { listPagesPattern } from '../shared/list-page-addresses'
import { REDIRECTS } from '../shared/site-addresses'
import { RootLayout } from './layout/root-layout'
import { lazyScreen, type LazyScreen } from './lazy-screen'
import { NotFoundScreen } from './routes/not-found'

const screens = {
  home: lazyScreen('home', () => import('./routes/home')),
  news: lazyScreen('news', () => import('./routes/news')),
  jobs: lazyScreen('jobs', () => import('./routes/jobs')),
  job: lazyScreen('job', () => import('./routes/job')),
  about: lazyScreen('about', () => import('./routes/about')),
  contact: lazyScreen('contact', () => import('./routes/contact')),
  services: lazyScreen('services', () => import('./routes/services')),
  service: lazyScreen('service', () => import('./routes/service')),
  accessibility: lazyScreen('accessibility', () => import('./routes/accessibility')),
}

interface ScreenHandle {
  screen: LazyScreen
}
const screenRoute = (screen: LazyScreen, route: RouteObject): RouteObject => {
  const Screen = screen
  return { ...route, element: <Screen />, handle: { screen } satisfies ScreenHandle } as RouteObject
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      screenRoute(screens.home, { index: true }),
      screenRoute(screens.home, { path: paths.homeAlias }),
      screenRoute(screens.news, { path: paths.news }),
      screenRoute(screens.news, { path: listPagesPattern(paths.news) }),
      screenRoute(screens.news, { path: `${paths.news}/:id` }),
      screenRoute(screens.jobs, { path: paths.jobs }),
      screenRoute(screens.jobs, { path: listPagesPattern(paths.jobs) }),
      screenRoute(screens.job, { path: `${paths.jobs}/:id` }),
      screenRoute(screens.about, { path: paths.about }),
      screenRoute(screens.contact, { path: paths.contact }),
      screenRoute(screens.services, { path: paths.services }),
      screenRoute(screens.service, { path: `${paths.services}/:id` }),
      screenRoute(screens.accessibility, { path: paths.accessibility }),
      // Linked from the pages but not in the specification's route table (docs/decisions.md#open-points-of-the-specification).
      ...Object.entries(REDIRECTS).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> })),
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]

export function AppRoutes() {
  return useRoutes(routes)
}

/** The route that answers `pathname`, the deepest match. */
const routeAt = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route

/**
 * Downloads the code of the screen at `pathname` (nothing for the not-found screen, which is in the
 * app's own code): before hydrating a built page, which must draw at once what its HTML holds.
 */
export async function preloadScreen(pathname: string): Promise<void> {
  await (routeAt(pathname)?.handle as ScreenHandle | undefined)?.screen.preload()
}

/** The app has no screen for `pathname`: it draws the not-found screen. */
export const isNotFound = (pathname: string) => routeAt(pathname)?.path === '*'
