// The About screen's copy (docs/specification.md §2, About; statistics from §3).
// Team members are placeholders (docs/decisions.md): fictional names with illustrated portraits.
import { paths } from '../../config/paths'
import { importedPicture, type SizedPicture } from '../../lib/images'
// Drawn 10rem wide (about-screen.module.css): 1× to 3×. scripts/generate-demo-images.ts draws them.
import businessAdvisorPhoto from './images/business-advisor.webp?w=160;320;480&format=avif;webp&as=picture'
import consultantPhoto from './images/consultant.webp?w=160;320;480&format=avif;webp&as=picture'
import founderPhoto from './images/founder.webp?w=160;320;480&format=avif;webp&as=picture'

export interface Statistic {
  figure: string
  label: string
}

export interface TeamMember {
  id: string
  name: string
  role: string
  bio: string
  photo: SizedPicture
}

export interface TextSection {
  heading: string
  paragraphs: readonly string[]
}

export const aboutMeta = {
  title: 'About Us',
  description:
    'Meet the regulated immigration consultants behind Maple Pathways Immigration: our roots, our mission and the team that guides people and employers to Canada.',
} as const

export const aboutHero = {
  title: 'Your Pathway to a New Life in Canada',
  lead: 'We are a team of regulated immigration consultants, business advisors and partner lawyers who help people and companies make Canada home, with honest advice and careful work.',
} as const

export const rootsAndVision = {
  heading: 'Our Roots & Vision',
  paragraphs: [
    'Our founder came to Canada as a newcomer herself. She remembers the long forms, the uncertain waits and how much a clear answer was worth, and she started this firm to give others the guidance she wished she had.',
    'Our vision is a Canada where every skilled worker, student, founder and family can find the right path and follow it with confidence, and where employers can grow with the talent they need.',
  ],
} as const satisfies TextSection

export const missionAndApproach = {
  heading: 'Mission & Approach',
  paragraphs: [
    'Our mission is to make Canadian immigration understandable and reliable. Every file is led by a licensed professional, and every recommendation is based on the current rules published by the Government of Canada.',
    'We start by listening, explain every option with its risks, and agree on a plan in writing. Then we prepare, file and follow up, and we keep you informed at each step until the decision.',
  ],
} as const satisfies TextSection

export const statisticsHeading = 'Our impact in numbers'

export const statistics = [
  { figure: '500+', label: 'Happy Clients' },
  { figure: '90%', label: 'Success Rate' },
  { figure: '5+', label: 'Immigration Programs' },
  { figure: '5+', label: 'Experts on Board' },
  { figure: '5+', label: 'Countries Reached' },
  { figure: '100%', label: 'Client Satisfaction' },
] as const satisfies readonly Statistic[]

export const teamSection = {
  heading: 'Our Culture & Team',
  lead: 'We are small on purpose: you know who is working on your file, and you can reach them. We value honesty about what is possible, patience with every question and care with every detail.',
  /** A team member's photo, described. */
  portraitAlt: (name: string) => `Illustrated portrait of ${name}`,
} as const

export const team = [
  {
    id: 'founder',
    name: 'Amelia Grant',
    role: 'Founder & Managing Director',
    bio: 'Amelia founded the firm after a decade in corporate mobility. She leads our strategy and our employer partnerships; every file is handled by a licensed consultant or a partner lawyer.',
    photo: importedPicture(founderPhoto),
  },
  {
    id: 'business-advisor',
    name: 'Daniel Osei',
    role: 'Senior Startup & Business Advisor',
    bio: 'Daniel guides entrepreneurs and investors, from business plans to meetings with designated organizations, drawing on years of building and advising Canadian startups.',
    photo: importedPicture(businessAdvisorPhoto),
  },
  {
    id: 'consultant',
    name: 'Sofia Marchetti',
    role: 'Regulated Canadian Immigration Consultant (RCIC)',
    bio: 'Sofia is licensed by the College of Immigration and Citizenship Consultants. She handles work permits, study permits, Express Entry and family sponsorship applications.',
    photo: importedPicture(consultantPhoto),
  },
] as const satisfies readonly TeamMember[]

export const aboutClosing = {
  heading: 'Ready to start your journey?',
  text: 'Tell us about your plans and a member of our team will get back to you within one business day.',
  cta: { label: 'Contact Us', to: paths.contactUs },
} as const
