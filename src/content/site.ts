// Company-wide content the owner edits: name, contact details, social links, navigation labels.
// Placeholders where the specification gives none (docs/decisions.md).
export interface SocialLink {
  label: string
  href: string
  icon: 'linkedin' | 'facebook' | 'instagram' | 'x'
}

export interface ContactDetails {
  streetAddress: string
  city: string
  province: string
  postalCode: string
  phone: string
  /** The phone number as dialled, for tel: links. */
  phoneHref: string
  email: string
  /** Where the office is (search engines read it; the maps below show it). */
  coordinates: { latitude: number; longitude: number }
  /** Map embed of the office (OpenStreetMap: no key, no tracking); loaded only on request. */
  mapEmbedUrl: string
  mapLinkUrl: string
}

export interface SiteContent {
  name: string
  shortName: string
  tagline: string
  description: string
  contact: ContactDetails
  /** The office's address as the page's language writes it (Canada Post's form), in two lines. */
  addressLines: readonly [street: string, cityLine: string]
  social: readonly SocialLink[]
  /** The feeds' names, as a feed reader lists them (/feed.xml, /jobs/feed.xml). */
  newsFeedTitle: string
  jobsFeedTitle: string
}

// Five decimal places at least, as Google asks of a business's coordinates.
const office = { latitude: 43.64861, longitude: -79.38167 }
/** A coordinate moved by `by` degrees, as a map's address writes it. */
const moved = (value: number, by: number) => (value + by).toFixed(4)

const contact: ContactDetails = {
  streetAddress: '100 King Street West, Suite 5600',
  city: 'Toronto',
  province: 'ON',
  postalCode: 'M5X 1C9',
  phone: '+1 (416) 555-0142',
  phoneHref: '+14165550142',
  email: 'info@maplepathways.example',
  coordinates: office,
  // A few streets around the office.
  mapEmbedUrl: `https://www.openstreetmap.org/export/embed.html?bbox=${moved(office.longitude, -0.004)}%2C${moved(office.latitude, -0.002)}%2C${moved(office.longitude, 0.004)}%2C${moved(office.latitude, 0.002)}&layer=mapnik&marker=${office.latitude}%2C${office.longitude}`,
  mapLinkUrl: `https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=17/${office.latitude}/${office.longitude}`,
}

export const site = {
  name: 'Maple Pathways Immigration',
  shortName: 'Maple Pathways',
  tagline: 'Regulated Canadian immigration consultants and lawyers',
  description:
    'We connect people and companies with regulated Canadian immigration consultants and lawyers: work and study permits, Express Entry, recruitment for hard-to-fill positions, startup and investor immigration.',
  contact,
  // As shown: the unit and the postal code each kept on one line (no-break spaces), as the French lines do.
  addressLines: [
    contact.streetAddress.replace(/\s+(\S+)$/, '\u00a0$1'),
    `${contact.city}, ${contact.province} ${contact.postalCode.replace(' ', '\u00a0')}`,
  ],
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/maple-pathways-immigration', icon: 'linkedin' },
    { label: 'Facebook', href: 'https://www.facebook.com/maplepathwaysimmigration', icon: 'facebook' },
    { label: 'Instagram', href: 'https://www.instagram.com/maplepathways', icon: 'instagram' },
    { label: 'X (Twitter)', href: 'https://x.com/maplepathways', icon: 'x' },
  ],
  newsFeedTitle: 'Maple Pathways Immigration News',
  jobsFeedTitle: 'Maple Pathways Immigration Jobs',
} as const satisfies SiteContent
