import type { ReactNode } from 'react'
import { StrokeIcon } from '../../../components/stroke-icon'

// Small 24×24 stroke icons for the Home topics; inline so they cost no request.
const glyphs = {
  people: (
    <>
      <circle cx="9" cy="8" r="3" />
      <path d="M3 20v-1a6 6 0 0 1 12 0v1M16 5a3 3 0 0 1 0 6M18 20v-1a6 6 0 0 0-2.5-4.9" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m20.5 20.5-4.9-4.9" />
    </>
  ),
  factory: (
    <>
      <path d="M3 21V11l5 3v-3l5 3v-3l5 3V4h3v17z" />
      <path d="M7 18h2M12 18h2" />
    </>
  ),
  folder: (
    <>
      <path d="M3 6.5A1.5 1.5 0 0 1 4.5 5H9l2 2.5h8.5A1.5 1.5 0 0 1 21 9v9.5a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 18.5z" />
      <path d="M9 14h6" />
    </>
  ),
  chat: (
    <>
      <path d="M4 5h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" />
      <path d="M19 9h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-1v3l-4-3h-4" />
    </>
  ),
  growth: (
    <>
      <path d="M3 20h18M5 16l5-5 3 3 6-6" />
      <path d="M15 8h4v4" />
    </>
  ),
} satisfies Record<string, ReactNode>

export type TopicIconName = keyof typeof glyphs

export function TopicIcon({ name }: { name: TopicIconName }) {
  return <StrokeIcon>{glyphs[name]}</StrokeIcon>
}
