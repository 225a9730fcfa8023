import type { SocialLink } from '../content/site'

// Inline SVG marks (no icon font or CDN): 24px, currentColor.
const glyphs: Record<SocialLink['icon'], string> = {
  linkedin:
    'M4.98 3.5A2.5 2.5 0 1 1 5 8.5a2.5 2.5 0 0 1-.02-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5c0-1.2-.02-2.75-1.68-2.75-1.68 0-1.94 1.31-1.94 2.66V21h-4z',
  facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.85.25-1.45 1.48-1.45h1.55V4.47A20.8 20.8 0 0 0 14.26 4.3c-2.23 0-3.76 1.36-3.76 3.86v2.34H8v3h2.5V21z',
  instagram:
    'M12 7.3A4.7 4.7 0 1 0 16.7 12 4.7 4.7 0 0 0 12 7.3zm0 7.75A3.05 3.05 0 1 1 15.05 12 3.05 3.05 0 0 1 12 15.05zM17 6a1.1 1.1 0 1 0 1.1 1.1A1.1 1.1 0 0 0 17 6zm3.9 1.8a5.4 5.4 0 0 0-1.47-3.83A5.44 5.44 0 0 0 15.6 2.5C14.1 2.4 9.9 2.4 8.4 2.5a5.43 5.43 0 0 0-3.83 1.47A5.42 5.42 0 0 0 3.1 7.8c-.09 1.5-.09 5.9 0 7.4a5.4 5.4 0 0 0 1.47 3.83A5.45 5.45 0 0 0 8.4 20.5c1.5.09 5.7.09 7.2 0a5.4 5.4 0 0 0 3.83-1.47 5.44 5.44 0 0 0 1.47-3.83c.09-1.5.09-5.9 0-7.4z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.17h1.7L7.4 4.74H5.58z',
}

export function SocialIcon({ icon }: { icon: SocialLink['icon'] }) {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
      <path d={glyphs[icon]} />
    </svg>
  )
}
