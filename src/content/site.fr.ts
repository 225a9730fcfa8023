// The company-wide content in French (Canada): src/content/site.ts's twin. The name, contact details
// and social links are taken from the English module (one place to edit them); only the words differ.
import * as english from './site'
import type { KeptKeys, Translation } from './translation'
import type * as french from './site.fr'

type Kept = KeptKeys<typeof english, typeof french, 'contact' | 'href' | 'icon'>

export const site = {
  name: english.site.name,
  shortName: english.site.shortName,
  tagline: 'Consultants réglementés en immigration canadienne et avocats',
  description:
    'Nous mettons les personnes et les entreprises en relation avec des consultants réglementés en immigration canadienne et des avocats\u00a0: permis de travail et permis d’études, Entrée express, recrutement pour les postes difficiles à pourvoir, immigration des entrepreneurs et des investisseurs.',
  // One place for what the owner edits in both languages: the English module's. The phone number as the
  // OQLF writes it, without parentheses round the area code: +1 416 555-0142.
  contact: { ...english.site.contact, phone: english.site.contact.phone.replace(/\((\d{3})\)\s*/, '$1 ') },
  // Canada Post's French form of the same address: rewrite it when the English one changes.
  addressLines: ['100, rue King Ouest, bureau\u00a05600', 'Toronto (Ontario) M5X\u00a01C9'],
  social: english.site.social,
  newsFeedTitle: 'Nouvelles de Maple Pathways Immigration',
  jobsFeedTitle: 'Offres d’emploi de Maple Pathways Immigration',
} as const satisfies Translation<typeof english.site, Kept>
