// The company-wide content in French (Canada): src/content/site.ts's twin. The name, contact details
// and social links are the English ones, checked to be identical; only the words differ.
import type * as english from './site'
import type { KeptKeys, Translation } from './site'
import type * as french from './site.fr'

type Kept = KeptKeys<typeof english, typeof french, 'contact' | 'href' | 'icon'>

export const site = {
  name: 'Maple Pathways Immigration',
  shortName: 'Maple Pathways',
  tagline: 'Consultants réglementés en immigration canadienne et avocats',
  description:
    'Nous mettons les personnes et les entreprises en relation avec des consultants réglementés en immigration canadienne et des avocats\u00a0: permis de travail et permis d’études, Entrée express, recrutement pour les postes difficiles à pourvoir, immigration des entrepreneurs et des investisseurs.',
  contact: {
    streetAddress: '100 King Street West, Suite 5600',
    city: 'Toronto',
    province: 'ON',
    postalCode: 'M5X 1C9',
    phone: '+1 (416) 555-0142',
    phoneHref: '+14165550142',
    email: 'info@maplepathways.example',
    mapEmbedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=-79.3857%2C43.6467%2C-79.3777%2C43.6507&layer=mapnik&marker=43.6487%2C-79.3817',
    mapLinkUrl: 'https://www.openstreetmap.org/?mlat=43.6487&mlon=-79.3817#map=17/43.6487/-79.3817',
  },
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/maple-pathways-immigration', icon: 'linkedin' },
    { label: 'Facebook', href: 'https://www.facebook.com/maplepathwaysimmigration', icon: 'facebook' },
    { label: 'Instagram', href: 'https://www.instagram.com/maplepathways', icon: 'instagram' },
    { label: 'X (Twitter)', href: 'https://x.com/maplepathways', icon: 'x' },
  ],
} as const satisfies Translation<typeof english.site, Kept>
