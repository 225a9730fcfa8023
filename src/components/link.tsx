// The site's router links: a plain <a> whose click the router handles. React Router's own <Link> also
// carries its framework mode's prefetching and view transitions, which every first visit would download.
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react'
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom'
import { paths } from '../config/paths'

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To
  replace?: boolean
  /** History state for the page opened (e.g. that it was opened from a list). */
  state?: unknown
  ref?: Ref<HTMLAnchorElement>
}

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to)
  const navigate = useLinkClickHandler(to, { replace, state, target })
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (!event.defaultPrevented) navigate(event)
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />
}

interface NavLinkProps extends LinkProps {
  /** Active only on this very address, not on the addresses below it (the home link). */
  end?: boolean
}

/**
 * A link to a section: `aria-current="page"` on that section's address, and `"true"` on the addresses
 * below it (a job's page is in Jobs, and is not the Jobs page a screen reader would call it).
 */
export function NavLink({ end = false, ...rest }: NavLinkProps) {
  // Both without the router's basename (/fr), as React Router's own NavLink compares them.
  const section = useResolvedPath(rest.to).pathname.toLowerCase()
  const here = useLocation().pathname.toLowerCase()
  // /home (or /home/) is the home page under another address (docs/specification.md §2).
  const current = here.replace(/\/+$/, '') === paths.homeAlias ? '/' : here
  const below = !end && section !== '/' && current.startsWith(`${section.replace(/\/$/, '')}/`)
  return <Link {...rest} aria-current={current === section ? 'page' : below ? 'true' : undefined} />
}
