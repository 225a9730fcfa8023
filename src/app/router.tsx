import {
  createBrowserRouter,
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom'
import { paths } from '../config/paths'
import { REDIRECTS } from '../shared/site-addresses'
import { fetchRouteData } from './early-data'
import { RootLayout } from './layout/root-layout'
import { RouteErrorScreen } from './route-error'
import { NotFoundScreen } from './routes/not-found'

// Each screen is its own lazily loaded module exporting `Component`, so the first load carries
// only the screen it needs.
const home = () => import('./routes/home')
const redirectTo = (to: string) => () => redirect(to)

// The news and jobs lists (and the lists a post's or a job's page reads) are asked for while their screen's code still loads, not once it has
// rendered: the loader starts the fetch and returns at once (the screen takes the fetch over). On
// arrival the page's entry has asked already (src/boot.ts).
// Only on arriving: typing in the search updates the address, which must not fetch again.
const onArriving: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname
const fetchesEarly = {
  loader: ({ request }: LoaderFunctionArgs) => {
    fetchRouteData(new URL(request.url))
    return null
  },
  shouldRevalidate: onArriving,
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    children: [
      {
        // Pathless: a screen that fails renders its error inside the header and footer.
        ErrorBoundary: RouteErrorScreen,
        children: [
          { index: true, lazy: home },
          { path: paths.homeAlias, lazy: home },
          { path: paths.news, lazy: () => import('./routes/news'), ...fetchesEarly },
          { path: `${paths.news}/:id`, lazy: () => import('./routes/news'), ...fetchesEarly },
          { path: paths.jobs, lazy: () => import('./routes/jobs'), ...fetchesEarly },
          { path: `${paths.jobs}/:id`, lazy: () => import('./routes/job'), ...fetchesEarly },
          { path: paths.about, lazy: () => import('./routes/about') },
          { path: paths.contact, lazy: () => import('./routes/contact') },
          { path: paths.services, lazy: () => import('./routes/services') },
          { path: paths.accessibility, lazy: () => import('./routes/accessibility') },
          // Linked from the pages but not in the specification's route table (docs/decisions.md#open-points-of-the-specification).
          ...Object.entries(REDIRECTS).map(([path, to]) => ({ path, loader: redirectTo(to) })),
          { path: '*', Component: NotFoundScreen },
        ],
      },
    ],
  },
]

export const createRouter = () => createBrowserRouter(routes)
