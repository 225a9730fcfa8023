// Writes the demo content (data/blog-posts.json, data/jobs.json) deterministically: a fixed
// pseudo-random sequence, fixed dates. Run `tsx server/seed/generate-seed.ts` after editing it and
// commit the JSON; the server seeds from the JSON, never from this script.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { ContentLanguage } from '../../src/shared/models'
import {
  FRENCH_AUTHORS,
  FRENCH_EMPLOYERS,
  FRENCH_GENERAL_EMPLOYERS,
  FRENCH_LOCATIONS,
  FRENCH_ROLES,
  FRENCH_SUPPORT,
  FRENCH_SUPPORT_QUEBEC,
  FRENCH_TOPICS,
} from './french-content'
import { BLOG_SEED_FILE, JOBS_SEED_FILE, type SeedBlogPost, type SeedJob } from './seed-data'
import { isEntryPoint } from '../lib/entry-point'

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

type Random = () => number
const pick = <T>(rand: Random, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!
const between = (rand: Random, min: number, max: number) => min + Math.floor(rand() * (max - min + 1))

export const PUBLIC_HOSTS = ['localhost', '127.0.0.1', 'www.maplepathways.example']
export const PRODUCTION_ONLY_HOSTS = ['www.maplepathways.example']

export interface Topic {
  title: string
  lead: string
  detail: string
  points: string[]
  link?: { href: string; text: string }
}

const TOPICS: Topic[] = [
  {
    title: 'Express Entry in 2024: What Category-Based Draws Mean for You',
    lead: 'Category-based selection now sits alongside general Express Entry draws, inviting candidates with experience in priority occupations or strong French.',
    detail:
      'A lower overall score can still lead to an invitation when your work history fits one of the targeted categories, so it pays to describe your duties precisely.',
    points: [
      'Check your NOC code against the current category list',
      'Keep your profile updated as your experience grows',
      'Prepare documents before an invitation arrives',
    ],
    link: {
      href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/express-entry.html',
      text: 'Express Entry on Canada.ca',
    },
  },
  {
    title: 'Five Documents to Gather Before You Apply for Permanent Residence',
    lead: 'Most delays we see come from missing or inconsistent documents rather than from eligibility problems.',
    detail:
      'Start early: police certificates and reference letters can take weeks, and each must match the dates in your application.',
    points: [
      'Police certificates from every country you lived in for six months or more',
      'Reference letters listing duties, hours and salary',
      'Language test results that are still valid',
      'Educational Credential Assessment',
      'Proof of settlement funds',
    ],
  },
  {
    title: 'Understanding the Labour Market Impact Assessment (LMIA)',
    lead: 'An LMIA lets an employer show that hiring a foreign worker will not harm the Canadian labour market.',
    detail:
      'Employers must advertise the position, pay the prevailing wage and meet the conditions of the stream they apply under.',
    points: [
      'High-wage and low-wage streams have different obligations',
      'Recruitment must run for at least four weeks',
      'A positive LMIA is the first step toward a work permit',
    ],
    link: {
      href: 'https://www.canada.ca/en/employment-social-development/services/foreign-workers.html',
      text: 'Hiring foreign workers (ESDC)',
    },
  },
  {
    title: 'Post-Graduation Work Permits: Field of Study Rules Explained',
    lead: 'International students who finish an eligible program can often stay and work in Canada on a post-graduation work permit.',
    detail:
      'Some college graduates must now have studied in a field linked to occupations in long-term shortage, so check your program before you enrol.',
    points: [
      'Apply within 180 days of receiving your final marks',
      'Keep proof of full-time enrolment',
      'Language results may be required for some applicants',
    ],
  },
  {
    title: 'Bridging Open Work Permits: Keep Working While You Wait',
    lead: 'If you have applied for permanent residence, a bridging open work permit can let you keep working when your current permit is about to expire.',
    detail: 'Timing matters: the application must be submitted while your current permit is still valid.',
    points: [
      'Confirm your PR application passed the completeness check',
      'Apply before your current permit expires',
      'Keep working under maintained status while the decision is pending',
    ],
  },
  {
    title: 'Study Permits and the Provincial Attestation Letter',
    lead: 'Most new study permit applicants now need a provincial or territorial attestation letter from the province where they will study.',
    detail: 'Your school usually requests the letter for you once you accept an offer, so ask about timelines early.',
    points: [
      'Graduate students and some exchange students are exempt',
      'The letter must match the school on your acceptance',
      'Apply for the permit as soon as the letter arrives',
    ],
  },
  {
    title: 'Sponsoring a Child: Who Counts as a Dependent?',
    lead: 'Canadian citizens and permanent residents can sponsor dependent children, including adopted children, to become permanent residents.',
    detail:
      'A dependent child is generally under 22 and not married or in a common-law relationship, with exceptions for children who depend on a parent because of a condition.',
    points: [
      'Age is locked in on the date the application is received',
      'Proof of relationship is essential',
      'Medical exams are required for the child',
    ],
  },
  {
    title: 'Citizenship Applications: Counting Your Days of Physical Presence',
    lead: 'To apply for citizenship, most permanent residents need 1,095 days of physical presence in Canada in the five years before they apply.',
    detail:
      'Use the official calculator and keep your travel history accurate: a mismatch with border records can delay a decision.',
    points: [
      'Some time spent in Canada before PR can count as half days',
      'Keep passports and travel records handy',
      'Language proof is needed for applicants aged 18 to 54',
    ],
    link: {
      href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/canadian-citizenship.html',
      text: 'Canadian citizenship on Canada.ca',
    },
  },
  {
    title: 'Renewing Your PR Card Without Surprises',
    lead: 'A PR card is your proof of status when you travel, and it usually has to be renewed every five years.',
    detail: 'Renewing is simple when you meet the residency obligation of two years in Canada within the last five.',
    points: [
      'Apply when the card has expired or will expire in less than nine months',
      'Photos must meet the current specifications',
      'Coming back without a valid card may need a permanent resident travel document',
    ],
  },
  {
    title: 'Travel Documents for Permanent Residents Outside Canada',
    lead: 'If your PR card has expired while you are abroad, you will need a Permanent Resident Travel Document to return by air.',
    detail:
      'Officers assess whether you met your residency obligation, so gather proof of time in Canada or of reasons you could not return.',
    points: [
      'Proof of residence days in Canada',
      'Evidence of ties such as a lease or employment',
      'Humanitarian reasons, if you fell short',
    ],
  },
  {
    title: 'Restoring Your Status After It Expires',
    lead: 'If your temporary status expired less than 90 days ago, you may be able to apply for restoration.',
    detail: 'You cannot work or study while the restoration is pending, so plan your finances before you apply.',
    points: [
      'Apply within 90 days of losing status',
      'Explain why the status lapsed',
      'Meet the original requirements of the permit you are restoring',
    ],
  },
  {
    title: 'Changing From Visitor to Student or Worker Inside Canada',
    lead: 'Some visitors can change their status without leaving Canada, but the rules depend on your situation.',
    detail:
      'Applying from inside Canada can be convenient, yet in many cases you must still apply from outside or at a visa office.',
    points: [
      'Check whether you are eligible to apply from within Canada',
      'Do not start working before you are authorized',
      'Keep your visitor status valid until a decision',
    ],
  },
  {
    title: 'Startup Visa: Building a Business That Qualifies',
    lead: 'The Startup Visa program connects entrepreneurs with designated venture capital funds, angel investor groups and business incubators.',
    detail:
      'A letter of support from a designated organization is the heart of the application, and it only comes after careful due diligence.',
    points: [
      'Own at least 10% of the voting rights',
      'Meet the language requirement',
      'Show you can support yourself and your family',
    ],
    link: {
      href: 'https://www.canada.ca/en/immigration-refugees-citizenship/services/immigrate-canada/start-visa.html',
      text: 'Start-up Visa on Canada.ca',
    },
  },
  {
    title: 'Corporate Immigration: Bringing Key Staff to Your Canadian Office',
    lead: 'Intra-company transfers let multinational employers move executives, managers and specialists into a Canadian branch.',
    detail:
      'Both the company relationship and the employee’s role must be documented clearly, with a year of continuous work abroad in most cases.',
    points: [
      'Prove the qualifying relationship between companies',
      'Describe specialized knowledge in concrete terms',
      'Plan for spouse and dependants early',
    ],
  },
  {
    title: 'Provincial Nominee Programs: Picking the Right Stream',
    lead: 'Every province except Quebec runs its own nominee program with streams for workers, graduates and entrepreneurs.',
    detail:
      'A nomination adds significant points to an Express Entry profile, but each stream has its own occupations and intake periods.',
    points: [
      'Match your job offer or experience to a provincial stream',
      'Watch for intake windows that open and close quickly',
      'Keep your intent to live in that province genuine',
    ],
  },
  {
    title: 'Atlantic Immigration Program: Opportunities on the East Coast',
    lead: 'Employers in New Brunswick, Nova Scotia, Prince Edward Island and Newfoundland and Labrador can hire through the Atlantic Immigration Program.',
    detail: 'Candidates need a job offer from a designated employer and a settlement plan, but no LMIA.',
    points: [
      'Designated employers only',
      'Settlement plan from a service provider',
      'Education and language minimums apply',
    ],
  },
  {
    title: 'Work Permits for Spouses of Students and Workers',
    lead: 'Eligibility for spousal open work permits now depends more closely on the principal applicant’s program or occupation.',
    detail:
      'Check the current rules before your spouse applies, because the eligible programs and occupations have narrowed.',
    points: [
      'Proof of a genuine relationship',
      'Proof of the principal applicant’s status',
      'Valid passport for the full period requested',
    ],
  },
  {
    title: 'Closed Work Permits: Changing Employers the Right Way',
    lead: 'A closed work permit ties you to one employer, so a new job usually means a new permit first.',
    detail: 'Workers facing abuse can apply for a special open work permit for vulnerable workers.',
    points: [
      'Do not start the new job before the new permit is approved',
      'Your new employer may need an LMIA or an offer of employment number',
      'Keep pay stubs and contracts',
    ],
  },
  {
    title: 'ATIP and GCMS Notes: Seeing What the Officer Saw',
    lead: 'An Access to Information request can give you the officer’s notes on your file, often called GCMS notes.',
    detail: 'The notes help explain a refusal and make a stronger second application possible.',
    points: [
      'Requests are made online',
      'Consent is needed for a representative to receive the notes',
      'Responses usually take around 30 days',
    ],
  },
  {
    title: 'Commissioner of Oaths: When You Need a Sworn Document',
    lead: 'Statutory declarations and affidavits are common in immigration files, from relationship proof to name changes.',
    detail: 'A commissioner of oaths witnesses your signature; the content remains your responsibility.',
    points: [
      'Bring government-issued photo ID',
      'Do not sign the document in advance',
      'Ask about translations for non-English documents',
    ],
  },
  {
    title: 'Visitor Visas: Showing Strong Ties to Home',
    lead: 'Officers must be satisfied that you will leave Canada at the end of your stay.',
    detail:
      'Jobs, property, family and travel history all help, and a clear purpose for your visit matters as much as funds.',
    points: [
      'A letter of employment and approved leave',
      'Bank statements covering several months',
      'A simple, honest itinerary',
    ],
  },
  {
    title: 'Super Visa: Longer Visits for Parents and Grandparents',
    lead: 'The Super Visa lets parents and grandparents of Canadians and permanent residents visit for up to five years at a time.',
    detail:
      'The host must meet an income threshold and the visitor needs private medical insurance from an approved provider.',
    points: ['Proof of the host’s income', 'Medical insurance for at least one year', 'An immigration medical exam'],
  },
  {
    title: 'Language Tests: Which One Should You Take?',
    lead: 'Canada accepts several English and French tests for immigration, and your scores convert to Canadian Language Benchmarks.',
    detail: 'Choose the test whose format suits you, then book early, because popular test centres fill up.',
    points: [
      'General training versions are required for most programs',
      'Results are valid for two years',
      'French results can add significant points',
    ],
  },
  {
    title: 'Educational Credential Assessments: A Practical Guide',
    lead: 'An ECA shows how your foreign education compares with a Canadian credential.',
    detail:
      'Each designated organization has its own document rules; some require transcripts sent directly by your school.',
    points: [
      'Pick a designated organization for your profession',
      'Order transcripts early',
      'Keep the report: it is valid for five years',
    ],
  },
  {
    title: 'Settlement Funds: How Much Do You Need?',
    lead: 'Express Entry candidates without a valid job offer must show they can support themselves and their family after arrival.',
    detail:
      'The required amount rises each year with family size, and officers expect funds to be available and unencumbered.',
    points: [
      'Official bank letters with balances and history',
      'Explain large recent deposits',
      'Funds must be yours, not borrowed',
    ],
  },
  {
    title: 'Hiring Internationally: A Checklist for Canadian Employers',
    lead: 'Recruiting abroad can fill roles that stay open for months, but compliance obligations continue after the worker arrives.',
    detail: 'Keep records of wages, hours and working conditions: inspections can happen years later.',
    points: [
      'Choose the right program before you advertise',
      'Match the wage in the offer and the contract',
      'Keep records for six years',
    ],
  },
  {
    title: 'Healthcare Workers: Faster Pathways to Permanent Residence',
    lead: 'Nurses, personal support workers and other healthcare professionals are in demand across the country.',
    detail:
      'Category-based draws and provincial streams both target healthcare occupations, often with licensing support.',
    points: [
      'Start your licensing assessment early',
      'Document clinical hours clearly',
      'Look at provincial healthcare streams',
    ],
  },
  {
    title: 'Skilled Trades: Why Your Red Seal Matters',
    lead: 'Tradespeople can qualify through the Federal Skilled Trades Program or through trade-specific draws.',
    detail: 'A certificate of qualification from a province or territory is often the deciding document.',
    points: [
      'Check which trades are eligible',
      'A job offer or a certificate of qualification is needed',
      'Two years of experience in the last five',
    ],
  },
  {
    title: 'Francophone Mobility: Working in Canada in French',
    lead: 'French-speaking workers can get work permits outside Quebec without an LMIA in many occupations.',
    detail: 'Francophone communities across Canada actively recruit, and French skills add points in Express Entry.',
    points: [
      'Moderate French proficiency is required',
      'The job must be outside Quebec',
      'Almost every occupation qualifies, except in primary agriculture',
    ],
  },
  {
    title: 'Rural Communities: New Pilots for Smaller Towns',
    lead: 'Rural and francophone community pilots let smaller communities recommend workers they need.',
    detail:
      'A community recommendation and a job offer from a designated employer are at the centre of the application.',
    points: [
      'Check the list of participating communities',
      'Show intent to live in the community',
      'Meet the language and education minimums',
    ],
  },
  {
    title: 'Family Sponsorship: Spouses and Common-Law Partners',
    lead: 'Sponsoring a spouse or partner is one of the most common routes to permanent residence.',
    detail:
      'Officers look for a genuine relationship, so photos, messages and shared commitments all help tell your story.',
    points: [
      'Proof of cohabitation for common-law partners',
      'Evidence of communication while apart',
      'A sponsorship undertaking signed by the sponsor',
    ],
  },
  {
    title: 'Biometrics: What to Expect at Your Appointment',
    lead: 'Most applicants aged 14 to 79 give fingerprints and a photo as part of their application.',
    detail: 'Biometrics are usually valid for ten years, so you may not need to give them again.',
    points: [
      'Book soon after receiving the instruction letter',
      'Bring your passport and the letter',
      'Check whether your biometrics are still valid',
    ],
  },
  {
    title: 'Medical Exams for Immigration: A Simple Walkthrough',
    lead: 'Permanent residence and some temporary applications require an exam by a panel physician.',
    detail: 'Results are sent directly to immigration authorities and are generally valid for twelve months.',
    points: [
      'Only panel physicians can perform the exam',
      'Bring glasses and medical records',
      'Keep the information sheet you receive',
    ],
  },
  {
    title: 'Procedural Fairness Letters: How to Respond',
    lead: 'A procedural fairness letter means an officer has concerns and is giving you a chance to answer before deciding.',
    detail: 'Respond fully and on time; this is often your best chance to save the application.',
    points: [
      'Read the concern carefully',
      'Answer with evidence, not only explanations',
      'Ask for professional help if the stakes are high',
    ],
  },
  {
    title: 'Refusals and Reapplications: Learning From a Decision',
    lead: 'A refusal is not always the end: many applicants succeed after addressing the officer’s concerns.',
    detail: 'Request your notes, identify the gaps and decide whether to reapply, appeal or seek judicial review.',
    points: ['Understand the reasons first', 'Fix the underlying issue', 'Mind the deadlines for review'],
  },
  {
    title: 'Maintained Status: Staying Legally While You Wait',
    lead: 'If you apply to extend your status before it expires, you can usually remain in Canada under the same conditions while you wait.',
    detail: 'Leaving Canada ends maintained status, so plan travel carefully during this period.',
    points: [
      'Apply before your status expires',
      'Keep proof of submission',
      'Avoid travel if you need to keep working',
    ],
  },
  {
    title: 'International Students: Working Off Campus',
    lead: 'Full-time students may work off campus during the academic session within the weekly hour limit, and full-time during scheduled breaks.',
    detail: 'Working beyond the limit can affect future applications, so track your hours.',
    points: ['Check your permit conditions', 'Stay enrolled full time', 'Keep pay records'],
  },
  {
    title: 'Investor Immigration: Options for Business Owners',
    lead: 'Federal and provincial programs offer routes for entrepreneurs, self-employed people and investors.',
    detail:
      'Most provincial entrepreneur streams require an investment, active management and a business plan that creates local jobs.',
    points: [
      'Document the legal source of your funds',
      'Prepare a realistic business plan',
      'Expect a performance agreement',
    ],
  },
  {
    title: 'Employer Compliance: Surviving an Inspection',
    lead: 'Employers of temporary foreign workers can be inspected to confirm they met their commitments.',
    detail: 'Penalties range from warnings to fines and bans, so compliance should be part of onboarding.',
    points: ['Keep wage and hour records', 'Provide the promised working conditions', 'Respond to requests on time'],
  },
  {
    title: 'Settling In: Your First 30 Days in Canada',
    lead: 'The first weeks set the tone for your new life: paperwork, a bank account and a place to live come first.',
    detail: 'Free settlement services can help with housing, employment and language classes.',
    points: [
      'Apply for your Social Insurance Number',
      'Register for provincial health coverage',
      'Open a bank account and build credit',
    ],
  },
  {
    title: 'Avoiding Immigration Fraud',
    lead: 'Offers that promise guaranteed visas or jobs for a fee are red flags.',
    detail:
      'Only authorized representatives may charge for immigration advice, so check credentials before you pay anyone.',
    points: [
      'Verify a consultant’s licence',
      'Never pay for a job offer',
      'Government fees are paid directly to the government',
    ],
    link: { href: 'https://college-ic.ca/', text: 'College of Immigration and Citizenship Consultants' },
  },
  {
    title: 'Working With a Regulated Consultant: What to Expect',
    lead: 'A regulated consultant or lawyer explains your options, prepares your application and represents you with immigration authorities.',
    detail: 'You should receive a written agreement describing the services, fees and who does the work.',
    points: ['A written service agreement', 'Clear fees and timelines', 'Regular updates on your file'],
  },
  {
    title: 'Year in Review: Trends in Canadian Immigration',
    lead: 'Targets, new categories and pilot programs changed the landscape for workers, students and families this year.',
    detail: 'Planning ahead and keeping documents current helped our clients move quickly when opportunities opened.',
    points: ['More targeted draws', 'New rules for students and spouses', 'Growth in rural and francophone pathways'],
  },
  {
    title: 'Immigration Levels Plan: Reading the Numbers',
    lead: 'Each year the federal government publishes targets for how many permanent residents Canada will welcome by category.',
    detail:
      'The targets shift the balance between economic, family and humanitarian streams, which can affect processing times.',
    points: [
      'Economic immigration remains the largest category',
      'Temporary resident numbers are being managed',
      'Watch provincial allocations',
    ],
  },
]

const AUTHORS = ['Amara Okafor, RCIC', 'Daniel Tremblay', 'Mei Lin Chen, RCIC', 'Farid Haddad', 'Sofia Marchetti']

/** The words a post's HTML adds around its topic, in the post's language. */
interface PostWords {
  keyPoints: string
  tip: string
  source: (link: string) => string
  /** Each ends with a link to the contact page of the post's language. */
  closings: string[]
}

const POST_WORDS: Record<ContentLanguage, PostWords> = {
  en: {
    keyPoints: 'Key points',
    tip: '<em>Tip:</em> keep copies of everything you submit.',
    source: (link) => `Official source: ${link}.`,
    closings: [
      'Every situation is different. <a href="/contact">Contact our team</a> for advice on your own file.',
      'Questions about your options? <a href="/contact">Book a consultation</a> with one of our regulated consultants.',
      'We keep this page updated as rules change. For personal advice, <a href="/contact">get in touch</a>.',
    ],
  },
  // Canadian French as the Government of Canada writes it: a no-break space before a colon, none before ? or !.
  fr: {
    keyPoints: 'Points clés',
    tip: '<em>Conseil\u00a0:</em> conservez une copie de tout ce que vous soumettez.',
    source: (link) => `Source officielle\u00a0: ${link}.`,
    closings: [
      'Chaque situation est unique. <a href="/fr/contact">Communiquez avec notre équipe</a> pour obtenir des conseils sur votre dossier.',
      'Des questions sur vos options? <a href="/fr/contact">Prenez rendez-vous</a> avec l’un de nos consultants réglementés.',
      'Nous mettons cette page à jour lorsque les règles changent. Pour des conseils personnalisés, <a href="/fr/contact">écrivez-nous</a>.',
    ],
  },
}

/** Payloads a sanitiser must neutralise; the page test checks window.__xss stays undefined. */
const XSS_BLOCKS = [
  '<p>Our team reviewed the latest results.<img src=x onerror="window.__xss=1"></p>',
  '<script>window.__xss=1</script><p>Read the full summary below.</p>',
  '<p>See the <a href="javascript:window.__xss=1">official notice</a> for details.</p>',
]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const newsImage = (n: number) => `/images/news/news-${String(n).padStart(2, '0')}.webp`

function postHtml(topic: Topic, index: number, xss: string | undefined, words: PostWords): string {
  const blocks = [`<p>${escapeHtml(topic.lead)}</p>`]
  if (xss) blocks.push(xss)
  const variant = index % 4
  if (variant === 0) blocks.push(`<h3>${words.keyPoints}</h3>`)
  blocks.push(`<p>${escapeHtml(topic.detail)}</p>`)
  const items = topic.points.map((p) => `<li>${escapeHtml(p)}</li>`).join('')
  blocks.push(variant === 1 ? `<ol>${items}</ol>` : `<ul>${items}</ul>`)
  // Another picture than the post's own (its lead picture is (index % 12) + 1).
  if (variant === 2) blocks.push(`<p><img src="${newsImage(((index + 6) % 12) + 1)}" alt="" loading="lazy"></p>`)
  if (variant === 3) blocks.push(`<blockquote><p>${words.tip}</p></blockquote>`)
  if (topic.link)
    blocks.push(
      `<p>${words.source(`<a href="${topic.link.href}" target="_blank" rel="noopener noreferrer">${topic.link.text}</a>`)}</p>`,
    )
  blocks.push(`<p><strong>${words.closings[index % words.closings.length]}</strong></p>`)
  return blocks.join('\n')
}

function buildBlogPosts(rand: Random): SeedBlogPost[] {
  const start = Date.UTC(2024, 10, 18, 14, 0, 0) // 18 November 2024
  const end = Date.UTC(2026, 10, 9, 14, 0, 0) // 9 November 2026
  const step = (end - start) / (TOPICS.length - 1)
  // Indexes (0-based) with special roles, spread through the list so paging meets them.
  const productionOnly = new Set([5, 18, 31])
  const withoutImage = new Set([3, 9, 16, 24, 33, 40])
  const brokenImage = new Map([
    [12, '/images/news/news-99.webp'],
    [27, '/images/news/missing-photo.webp'],
  ])
  const xss = new Map([
    [7, XSS_BLOCKS[0]!],
    [21, XSS_BLOCKS[1]!],
    [36, `${XSS_BLOCKS[2]!}\n${XSS_BLOCKS[0]!}`],
  ])
  return TOPICS.map((topic, i) => {
    const jitter = Math.floor((rand() - 0.5) * 3 * 24 * 3600 * 1000)
    const created = new Date(Math.round(start + step * i + (i === 0 || i === TOPICS.length - 1 ? 0 : jitter)))
    const imageUrl = withoutImage.has(i) ? null : (brokenImage.get(i) ?? newsImage((i % 12) + 1))
    return {
      $id: `news-${String(i + 1).padStart(3, '0')}`,
      title: topic.title,
      content: postHtml(topic, i, xss.get(i), POST_WORDS.en),
      imageUrl,
      author: i % 9 === 4 ? null : AUTHORS[i % AUTHORS.length]!,
      createdAt: created.toISOString(),
      visibility: productionOnly.has(i) ? PRODUCTION_ONLY_HOSTS : PUBLIC_HOSTS,
      // Half say so; the others have no language, which means English (as posts from before it).
      ...(i % 2 === 0 ? { language: 'en' as const } : {}),
    }
  })
}

/**
 * The French posts (french-content.ts), dated through the same two years, each with language 'fr'.
 * One is for the live site only and one has no picture, as among the English posts.
 */
function buildFrenchPosts(rand: Random): SeedBlogPost[] {
  const start = Date.UTC(2024, 11, 3, 14, 0, 0) // 3 December 2024
  const end = Date.UTC(2026, 10, 4, 14, 0, 0) // 4 November 2026
  const step = (end - start) / (FRENCH_TOPICS.length - 1)
  return FRENCH_TOPICS.map((topic, i) => {
    const jitter = Math.floor((rand() - 0.5) * 3 * 24 * 3600 * 1000)
    const created = new Date(Math.round(start + step * i + (i === 0 || i === FRENCH_TOPICS.length - 1 ? 0 : jitter)))
    return {
      $id: `news-fr-${String(i + 1).padStart(3, '0')}`,
      title: topic.title,
      content: postHtml(topic, i, undefined, POST_WORDS.fr),
      // The English posts' pictures, in another order.
      imageUrl: i === 4 ? null : newsImage(((i * 5 + 2) % 12) + 1),
      author: i === 9 ? null : FRENCH_AUTHORS[i % FRENCH_AUTHORS.length]!,
      createdAt: created.toISOString(),
      visibility: i === 6 ? PRODUCTION_ONLY_HOSTS : PUBLIC_HOSTS,
      language: 'fr',
    }
  })
}

const LOCATIONS = [
  ['Toronto', 'Ontario'],
  ['Ottawa', 'Ontario'],
  ['Hamilton', 'Ontario'],
  ['Mississauga', 'Ontario'],
  ['Vancouver', 'British Columbia'],
  ['Surrey', 'British Columbia'],
  ['Kelowna', 'British Columbia'],
  ['Calgary', 'Alberta'],
  ['Edmonton', 'Alberta'],
  ['Red Deer', 'Alberta'],
  ['Winnipeg', 'Manitoba'],
  ['Brandon', 'Manitoba'],
  ['Regina', 'Saskatchewan'],
  ['Saskatoon', 'Saskatchewan'],
  ['Montréal', 'Quebec'],
  ['Québec City', 'Quebec'],
  ['Halifax', 'Nova Scotia'],
  ['Moncton', 'New Brunswick'],
  ['Fredericton', 'New Brunswick'],
  ['Charlottetown', 'Prince Edward Island'],
  ["St. John's", 'Newfoundland and Labrador'],
  ['Whitehorse', 'Yukon'],
  ['Yellowknife', 'Northwest Territories'],
] as const

interface Role {
  title: string
  trade: string
  hourly: [number, number] | null
  annual: [number, number] | null
  duties: string
  needs: string
}

const ROLES: Role[] = [
  {
    title: 'Construction Electrician',
    trade: 'Electrical',
    hourly: [34, 46],
    annual: null,
    duties: 'install, test and maintain wiring, panels and lighting systems on residential and commercial sites',
    needs: 'a provincial licence or Red Seal endorsement (309A or equivalent)',
  },
  {
    title: 'Industrial Electrician',
    trade: 'Electrical',
    hourly: [38, 50],
    annual: null,
    duties: 'troubleshoot motor controls, PLCs and high-voltage equipment in a production plant',
    needs: 'industrial electrician certification and experience with PLCs',
  },
  {
    title: 'Plumber',
    trade: 'Plumbing',
    hourly: [32, 44],
    annual: null,
    duties: 'install and repair water, drainage and gas piping in new builds and renovations',
    needs: 'a journeyperson plumbing certificate',
  },
  {
    title: 'Red Seal Carpenter',
    trade: 'Carpentry',
    hourly: [30, 40],
    annual: null,
    duties: 'frame, form and finish structures, reading blueprints and working safely at heights',
    needs: 'Red Seal carpentry certification or equivalent experience',
  },
  {
    title: 'Welder',
    trade: 'Welding',
    hourly: [28, 42],
    annual: null,
    duties: 'weld and fabricate steel components using MIG, TIG and stick processes',
    needs: 'CWB tickets in the required positions',
  },
  {
    title: 'Heavy Duty Equipment Technician',
    trade: 'Heavy Equipment',
    hourly: [38, 52],
    annual: null,
    duties: 'diagnose and repair excavators, loaders and haul trucks in the shop and in the field',
    needs: 'a heavy equipment technician certificate',
  },
  {
    title: 'Automotive Service Technician',
    trade: 'Automotive',
    hourly: [27, 40],
    annual: null,
    duties: 'perform diagnostics, maintenance and repairs on light vehicles',
    needs: 'a 310S licence or equivalent certification',
  },
  {
    title: 'HVAC Technician',
    trade: 'HVAC',
    hourly: [31, 45],
    annual: null,
    duties: 'install and service furnaces, heat pumps and ventilation systems',
    needs: 'gas technician and refrigeration certification',
  },
  {
    title: 'Refrigeration Mechanic',
    trade: 'HVAC',
    hourly: [35, 48],
    annual: null,
    duties: 'maintain commercial refrigeration in grocery and cold-storage facilities',
    needs: 'a refrigeration and air conditioning mechanic certificate',
  },
  {
    title: 'Industrial Millwright',
    trade: 'Industrial Mechanics',
    hourly: [36, 49],
    annual: null,
    duties: 'install, align and repair conveyors, pumps and production machinery',
    needs: 'millwright certification and strong mechanical troubleshooting',
  },
  {
    title: 'Long-Haul Truck Driver (Class 1)',
    trade: 'Transportation',
    hourly: null,
    annual: [68000, 90000],
    duties: 'haul freight across Canada and the United States, completing logs and inspections',
    needs: 'a Class 1/AZ licence and a clean abstract',
  },
  {
    title: 'Line Cook',
    trade: 'Food Service',
    hourly: [18, 23],
    annual: null,
    duties: 'prepare menu items to standard during busy services and keep the line stocked',
    needs: 'two years of kitchen experience',
  },
  {
    title: 'Baker',
    trade: 'Food Service',
    hourly: [18, 24],
    annual: null,
    duties: 'produce breads and pastries from scratch on early morning shifts',
    needs: 'experience in a commercial bakery',
  },
  {
    title: 'Meat Cutter',
    trade: 'Food Processing',
    hourly: [19, 26],
    annual: null,
    duties: 'cut, trim and package meat products following food safety rules',
    needs: 'experience with knives and band saws',
  },
  {
    title: 'Personal Support Worker',
    trade: 'Healthcare',
    hourly: [20, 27],
    annual: null,
    duties: 'help residents with daily living, mobility and personal care in long-term care',
    needs: 'a PSW certificate or equivalent training',
  },
  {
    title: 'Registered Nurse',
    trade: 'Healthcare',
    hourly: [40, 58],
    annual: null,
    duties: 'provide patient care in acute and community settings as part of a multidisciplinary team',
    needs: 'registration (or eligibility) with the provincial nursing regulator',
  },
  {
    title: 'Early Childhood Educator',
    trade: 'Education',
    hourly: [21, 29],
    annual: null,
    duties: 'plan play-based learning and care for children aged 18 months to 5 years',
    needs: 'an ECE diploma recognized in the province',
  },
  {
    title: 'Farm Worker',
    trade: 'Agriculture',
    hourly: [16, 20],
    annual: null,
    duties: 'plant, tend and harvest crops and operate small machinery',
    needs: 'experience in agricultural work and comfort working outdoors',
  },
  {
    title: 'Greenhouse Worker',
    trade: 'Agriculture',
    hourly: [16, 19],
    annual: null,
    duties: 'seed, prune and pack vegetables in a year-round greenhouse',
    needs: 'physical stamina and attention to detail',
  },
  {
    title: 'Construction Labourer',
    trade: 'Construction',
    hourly: [22, 30],
    annual: null,
    duties: 'prepare sites, move materials and support trades on residential projects',
    needs: 'WHMIS and working-at-heights training',
  },
  {
    title: 'Concrete Finisher',
    trade: 'Construction',
    hourly: [26, 36],
    annual: null,
    duties: 'place, level and finish concrete slabs, sidewalks and foundations',
    needs: 'experience finishing concrete with power trowels',
  },
  {
    title: 'Drywall Installer',
    trade: 'Construction',
    hourly: [25, 35],
    annual: null,
    duties: 'hang, tape and finish drywall in residential and commercial builds',
    needs: 'experience with boarding and finishing',
  },
  {
    title: 'Roofer',
    trade: 'Construction',
    hourly: [24, 34],
    annual: null,
    duties: 'install shingles, membranes and flashing on new and existing roofs',
    needs: 'roofing experience and fall protection training',
  },
  {
    title: 'Sheet Metal Worker',
    trade: 'Sheet Metal',
    hourly: [30, 42],
    annual: null,
    duties: 'fabricate and install ductwork and architectural sheet metal',
    needs: 'a sheet metal worker certificate',
  },
  {
    title: 'Steamfitter-Pipefitter',
    trade: 'Pipefitting',
    hourly: [38, 52],
    annual: null,
    duties: 'install high-pressure piping systems in industrial facilities',
    needs: 'a steamfitter-pipefitter certificate',
  },
  {
    title: 'Mobile Crane Operator',
    trade: 'Heavy Equipment',
    hourly: [38, 50],
    annual: null,
    duties: 'operate hydraulic cranes for lifts on construction and industrial sites',
    needs: 'a mobile crane operator certificate',
  },
  {
    title: 'CNC Machinist',
    trade: 'Manufacturing',
    hourly: [28, 40],
    annual: null,
    duties: 'set up and run CNC mills and lathes, checking parts against drawings',
    needs: 'experience with G-code and precision measuring tools',
  },
  {
    title: 'Software Developer',
    trade: 'Information Technology',
    hourly: null,
    annual: [85000, 125000],
    duties: 'build and maintain web applications with a small product team',
    needs: 'a degree or diploma in computing and three years of experience',
  },
  {
    title: 'Bookkeeper',
    trade: 'Finance',
    hourly: [24, 32],
    annual: null,
    duties: 'manage payables, receivables and month-end reconciliations',
    needs: 'experience with accounting software and Canadian payroll',
  },
  {
    title: 'Warehouse Associate',
    trade: 'Logistics',
    hourly: [18, 23],
    annual: null,
    duties: 'pick, pack and ship orders and operate a forklift',
    needs: 'forklift certification (training available)',
  },
  {
    title: 'Fish Plant Worker',
    trade: 'Food Processing',
    hourly: [17, 21],
    annual: null,
    duties: 'process and pack seafood on a production line during the season',
    needs: 'ability to work in cold, wet conditions',
  },
  {
    title: 'Housekeeping Attendant',
    trade: 'Hospitality',
    hourly: [17, 21],
    annual: null,
    duties: 'clean and prepare guest rooms and public areas in a busy hotel',
    needs: 'attention to detail and reliability',
  },
  {
    title: 'Front Desk Agent',
    trade: 'Hospitality',
    hourly: [18, 22],
    annual: null,
    duties: 'welcome guests, manage reservations and handle check-in and check-out',
    needs: 'customer service experience; French is an asset',
  },
]

/** Employers that plausibly hire each trade. */
const EMPLOYERS: Record<string, readonly string[]> = {
  Construction: ['a family-owned general contractor', 'a commercial construction firm', 'a residential home builder'],
  Healthcare: ['a regional healthcare provider', 'a long-term care home', 'a community health centre'],
  Hospitality: ['a busy downtown hotel', 'a resort and conference centre'],
  'Food Service': ['a busy downtown restaurant', 'a hotel kitchen', 'a neighbourhood bakery café'],
  'Food Processing': ['a food processing plant', 'a regional grocery chain'],
  Agriculture: ['a family farm', 'a year-round greenhouse operation'],
  'Information Technology': ['a technology start-up', 'a software consultancy'],
  Transportation: ['an established transportation company'],
  Logistics: ['a national distribution centre'],
  Finance: ['an accounting firm', 'a property management company'],
  Education: ['a licensed child care centre'],
}
const GENERAL_EMPLOYERS = [
  'a growing manufacturing company',
  'a mechanical contractor',
  'an industrial services company',
  'a mining services company',
]

const withArticle = (word: string) => `${/^[AEIOU]/i.test(word) ? 'an' : 'a'} ${word}`

const SUPPORT = [
  'Work permit holders are welcome to apply.',
  'The employer will support an LMIA for qualified candidates.',
  'Relocation assistance is available.',
  'The role may support a provincial nomination.',
  'Full benefits after probation.',
]

const money = (n: number) => `$${n.toLocaleString('en-CA')}`
const hourly = (n: number) => `$${n.toFixed(2)}`

/**
 * A salary in the seed's one form, whatever the ad's language ('$25.50–$28.50 per hour'): the page
 * formats it for its reader, and the job's structured data reads its figures.
 */
function salaryOf(rand: Random, { hourly: perHour, annual }: Pick<Role, 'hourly' | 'annual'>): string | null {
  if (rand() <= 0.15) return null
  if (perHour) {
    const low = between(rand, perHour[0] * 2, perHour[1] * 2 - 4) / 2
    return `${hourly(low)}–${hourly(low + between(rand, 2, 8) / 2 + 1)} per hour`
  }
  if (annual) {
    const low = Math.round(between(rand, annual[0], annual[1] - 10000) / 1000) * 1000
    return `${money(low)}–${money(low + 10000)} per year`
  }
  return null
}

/**
 * When the `n`th job (counting every language's) was posted: one every 12 hours, in the seed's order, the
 * last on the newest post's morning (9 November 2026). Fixed, not the moment of seeding, so a site built
 * from one backend finds the same jobs on another seeded with the same data (its live refresh sees no
 * change), and without drawing on the random sequence (every other value stays as it was).
 */
const postedAt = (n: number) => new Date(Date.UTC(2026, 7, 29, 21, 0, 0) + n * 12 * 3600 * 1000).toISOString()
const ENGLISH_JOBS = 126

/**
 * A deadline for three in four jobs, the evening of a day from June 2027 to the end of 2029: the demo
 * keeps jobs open for years (a job closes once its deadline's day has passed).
 */
const deadlineOf = (rand: Random) =>
  rand() > 0.25
    ? new Date(Date.UTC(2027, 5 + between(rand, 0, 30), between(rand, 1, 28), 23, 59, 0)).toISOString()
    : null

/** One job the owner left open past its deadline: the board shows it closed. */
const PAST_DEADLINE_JOB = 1
const PAST_DEADLINE = '2026-10-30T23:59:00.000Z'

function buildJobs(rand: Random): SeedJob[] {
  const jobs: SeedJob[] = []
  for (let i = 0; i < ENGLISH_JOBS; i++) {
    const role = ROLES[i % ROLES.length]!
    // Step through locations so every city and province appears, in a mixed order.
    const [location, province] = LOCATIONS[(i * 7) % LOCATIONS.length]!
    const employer = pick(rand, EMPLOYERS[role.trade] ?? GENERAL_EMPLOYERS)
    const salary = salaryOf(rand, role)
    const drawn = deadlineOf(rand)
    const deadline = i === PAST_DEADLINE_JOB ? PAST_DEADLINE : drawn
    jobs.push({
      $id: `job-${String(i + 1).padStart(3, '0')}`,
      $createdAt: postedAt(i),
      title: role.title,
      description: `Our client, ${employer} in ${location}, is hiring ${withArticle(role.title)} for a full-time, permanent position. You will ${role.duties}. The ideal candidate has ${role.needs}. ${pick(rand, SUPPORT)}`,
      trade: role.trade,
      location,
      province,
      salary,
      applicationDeadline: deadline,
      // A board's newest posting is open, as a real one's is (a closed job is an older posting).
      isAcceptingApplications: i % 8 !== 5 || i === ENGLISH_JOBS - 1,
      isPublic: i % 10 !== 7,
      // Half say so; the others have no language, which means English (as jobs from before it).
      ...(i % 2 === 0 ? { language: 'en' as const } : {}),
    })
  }
  return jobs
}

/** The French jobs (french-content.ts), each with language 'fr': one a draft, some closed. */
function buildFrenchJobs(rand: Random): SeedJob[] {
  return FRENCH_ROLES.map((role, i) => {
    const [location, province] = FRENCH_LOCATIONS[(i * 5) % FRENCH_LOCATIONS.length]!
    const employer = pick(rand, FRENCH_EMPLOYERS[role.trade] ?? FRENCH_GENERAL_EMPLOYERS)
    const salary = salaryOf(rand, role)
    const deadline = deadlineOf(rand)
    const support = pick(rand, FRENCH_SUPPORT)
    return {
      $id: `job-fr-${String(i + 1).padStart(3, '0')}`,
      $createdAt: postedAt(ENGLISH_JOBS + i),
      title: role.title,
      description: `Notre client, ${employer}, recrute à ${location} ${role.hires} pour un poste permanent à temps plein. Vos principales tâches consisteront à ${role.duties}. Exigences\u00a0: ${role.needs}. ${province === 'Quebec' && support.includes('(PCP)') ? FRENCH_SUPPORT_QUEBEC : support}`,
      trade: role.trade,
      location,
      province,
      salary,
      applicationDeadline: deadline,
      isAcceptingApplications: i % 7 !== 3 || i === FRENCH_ROLES.length - 1,
      isPublic: i !== 12,
      language: 'fr',
    }
  })
}

/**
 * The whole demo content; the same on every run (a test checks the JSON files match it). The French
 * records come after the English ones, drawn from the same sequence once the English are done, so
 * the English records and the backend's order of them are as they were before French existed.
 */
export function buildSeed(): { blog: SeedBlogPost[]; jobs: SeedJob[] } {
  const rand = random(20240501)
  const blog = buildBlogPosts(rand)
  const jobs = buildJobs(rand)
  return { blog: [...blog, ...buildFrenchPosts(rand)], jobs: [...jobs, ...buildFrenchJobs(rand)] }
}

function write(path: string, data: unknown) {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`)
}

if (isEntryPoint(import.meta.url)) {
  const { blog, jobs } = buildSeed()
  write(BLOG_SEED_FILE, blog)
  write(JOBS_SEED_FILE, jobs)
  console.log(`Wrote ${blog.length} blog posts to ${BLOG_SEED_FILE} and ${jobs.length} jobs to ${JOBS_SEED_FILE}.`)
}
