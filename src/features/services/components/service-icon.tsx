import type { ReactNode } from 'react'
import { StrokeIcon } from '../../../components/stroke-icon'

// One 24×24 stroke icon per service, inlined so they ship inside the services chunk the service worker
// precaches (no extra requests, available offline) and follow the text colour.
const glyphs = {
  'express-entry': (
    <>
      <path d="M21 3 3 10.5l7 2.5 2.5 7z" />
      <path d="M21 3 10 13" />
    </>
  ),
  'startup-visa': (
    <>
      <path d="M12 3c3 2 4.5 5.5 4.5 9.5L14 16h-4l-2.5-3.5C7.5 8.5 9 5 12 3z" />
      <circle cx="12" cy="9.5" r="1.5" />
      <path d="M8 13l-3 3 3.5.5M16 13l3 3-3.5.5M10.5 18.5 12 21l1.5-2.5" />
    </>
  ),
  'corporate-immigration': (
    <>
      <rect x="5" y="3" width="14" height="18" rx="1" />
      <path d="M9 7h2M13 7h2M9 10.5h2M13 10.5h2M9 14h2M13 14h2M10.5 21v-3.5h3V21" />
    </>
  ),
  lmia: (
    <>
      <rect x="5" y="4" width="14" height="17" rx="2" />
      <rect x="9" y="2.5" width="6" height="3" rx="1" />
      <path d="M9 13l2 2 4-4" />
    </>
  ),
  'lmia-exempt-work': (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9zM3 12h18" />
    </>
  ),
  'work-permit': (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 12.5h18" />
    </>
  ),
  'closed-work-permit': (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
    </>
  ),
  'post-graduate-work-permit': (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2 1.5 4 2 6 2s4-.5 6-2v-5M22 9v5" />
    </>
  ),
  'bridging-open-work-permit': (
    <>
      <path d="M3 17h18M5 17a7 7 0 0 1 14 0M8 17v-5.7M12 17v-7M16 17v-5.7M5 17v4M19 17v4" />
    </>
  ),
  'study-permit': (
    <>
      <path d="M3 5.5c3-1 6-.5 9 1.5 3-2 6-2.5 9-1.5v13c-3-1-6-.5-9 1.5-3-2-6-2.5-9-1.5z" />
      <path d="M12 7v13" />
    </>
  ),
  'visitor-visa': (
    <>
      <rect x="6" y="7" width="12" height="13" rx="2" />
      <path d="M10 7V4h4v3M10 11v5M14 11v5M9 20v1M15 20v1" />
    </>
  ),
  'child-sponsorship': (
    <>
      <circle cx="9" cy="6" r="2.5" />
      <path d="M4.5 21v-5a4.5 4.5 0 0 1 9 0v5" />
      <circle cx="17" cy="11" r="2" />
      <path d="M14 21v-3a3 3 0 0 1 6 0v3" />
    </>
  ),
  'citizenship-application': (
    <>
      <path d="M5 21V3M5 4h13l-2.5 4 2.5 4H5" />
    </>
  ),
  'proof-of-citizenship': (
    <>
      <rect x="3" y="3" width="18" height="13" rx="1.5" />
      <path d="M7 7h10M7 10h6" />
      <circle cx="16" cy="15" r="2.5" />
      <path d="M14.5 17.5 14 21l2-1 2 1-.5-3.5" />
    </>
  ),
  'pr-renewal': (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="8.5" cy="10.5" r="2" />
      <path d="M5.5 16c.5-1.5 1.7-2.2 3-2.2s2.5.7 3 2.2M14 10h4M14 13h4" />
    </>
  ),
  'status-extension': (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
    </>
  ),
  'status-restoration': (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 8v4l3 2" />
    </>
  ),
  'change-of-status': (
    <>
      <path d="M7 4 3 8l4 4M3 8h14M17 12l4 4-4 4M21 16H7" />
    </>
  ),
  'status-verification': (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.5 7 10 4-1.5 7-5.5 7-10V6z" />
      <path d="M9 12l2 2 4-4" />
    </>
  ),
  'travel-document-prtd': (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <circle cx="12" cy="10" r="3" />
      <path d="M9 10h6M9 16h6" />
    </>
  ),
  'atip-gcms-notes': (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h5M14 3l5 5v3M14 3v5h5" />
      <circle cx="16.5" cy="16.5" r="3" />
      <path d="M18.7 18.7 21 21" />
    </>
  ),
  'commissioner-of-oath': (
    <>
      <path d="M12 3a2.5 2.5 0 0 0-2.5 2.5c0 1.5 1 2.5 1 4.5v2h3v-2c0-2 1-3 1-4.5A2.5 2.5 0 0 0 12 3z" />
      <rect x="4" y="12" width="16" height="4" rx="1" />
      <path d="M5 20h14" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type ServiceIconName = keyof typeof glyphs

/** A service's icon: decorative, since the card's title names the service. */
export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return <StrokeIcon>{glyphs[name]}</StrokeIcon>
}
