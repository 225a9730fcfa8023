// The installed app's words (the web app manifests, vite.config.ts): what it says of itself, its
// screenshots' labels and its shortcuts. Its name is the company's (site.ts).
export const appManifest = {
  description:
    'Canadian immigration news, services and jobs from regulated consultants and lawyers. Read news and jobs offline, and send messages that are delivered when you are back online.',
  screenshots: { wide: 'The home page on a computer', narrow: 'The home page on a phone' },
  shortcuts: {
    news: { name: 'News', shortName: 'News', description: 'The latest immigration news' },
    jobs: { name: 'Jobs', shortName: 'Jobs', description: 'Open positions in Canada' },
    saved: { name: 'Saved jobs', shortName: 'Saved jobs', description: 'The jobs you saved, offline too' },
    contact: { name: 'Contact', shortName: 'Contact', description: 'Send us a message' },
  },
} as const
