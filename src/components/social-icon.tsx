import type { SocialLink } from '../content/site'

// Inline SVG marks (no icon font or CDN): 24px, currentColor.
const glyphs: Record<SocialLink['icon'], string> = {
  linkedin:
    'M4.98 3.5A2.5 2.5 0 1 1 5 8.5a2.5 2.5 0 0 1-.02-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5c0-1.2-.02-2.75-1.68-2.75-1.68 0-1.94 1.31-1.94 2.66V21h-4z',
  facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.85.25-1.45 1.48-1.45h1.55V4.47A20.8 20.8 0 0 0 14.26 4.3c-2.23 0-3.76 1.36-3.76 3.86v2.34H8v3h2.5V21z',
  // A frame, a lens and a dot: each inner outline cuts the one around it (evenodd).
  instagram:
    'M7.5 2h9A5.5 5.5 0 0 1 22 7.5v9a5.5 5.5 0 0 1-5.5 5.5h-9A5.5 5.5 0 0 1 2 16.5v-9A5.5 5.5 0 0 1 7.5 2zM7.6 4A3.6 3.6 0 0 0 4 7.6v8.8A3.6 3.6 0 0 0 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6A3.6 3.6 0 0 0 16.4 4zM12 7.2a4.8 4.8 0 1 1 0 9.6 4.8 4.8 0 1 1 0-9.6zM12 9a3 3 0 1 0 0 6 3 3 0 1 0 0-6zM17.3 5.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 1 1 0-2.4z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.17h1.7L7.4 4.74H5.58z',
}

export function SocialIcon({ icon }: { icon: SocialLink['icon'] }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path fillRule="evenodd" d={glyphs[icon]} />
    </svg>
  )
}
