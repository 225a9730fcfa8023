// The Services screen's copy: the 'Why Choose Us?' tabs, the countries and the 22 service cards
// (docs/specification.md §2). Descriptions are general information about IRCC and ESDC programs;
// they deliberately quote no fees or processing times, which change and are published by IRCC.
import type { ServiceIconName } from './components/service-icon'

export interface WhyChooseUsTab {
  id: string
  label: string
  description: string
}

export interface Country {
  id: string
  label: string
}

export interface Service {
  /** Its page's address (/services/{id}): search results and shared links lead there, so keep it once live. */
  id: string
  title: string
  /** The country tab the card is grouped under (a `countries` id). */
  country: (typeof countries)[number]['id']
  icon: ServiceIconName
  /** The card's two-to-three sentence description. */
  description: string
  /** Its page's title in search results and link previews, when `title` alone would not be found ('LMIA'). */
  metaTitle?: string
  /**
   * Its page's description in search results and link previews (at most 160 characters, whole sentences),
   * when the description's first sentences do not make one. A test names each service that needs it.
   */
  metaDescription?: string
  /** The modal's longer description. */
  details: string
  whoItIsFor: string
  whatWeHelpWith: readonly string[]
}

export const servicesMeta = {
  title: 'Canadian Immigration Services',
  description:
    'Express Entry, work and study permits, LMIA, Start-up Visa, sponsorship, citizenship and PR services in Canada, handled by regulated immigration consultants.',
} as const

export const servicesIntro = {
  title: 'Our Global Services',
  lead: 'From a first work permit to citizenship, our regulated consultants and partner lawyers guide people and employers through every step of Canadian immigration.',
  whyChooseUsHeading: 'Why Choose Us?',
  servicesHeading: 'Services by Country',
  learnMore: 'Learn More',
  /** After 'Learn More', for screen readers only: which of the 22 cards the button belongs to. */
  learnMoreAbout: (title: string) => `about ${title}`,
  /** The country tab bar's accessible name. */
  countriesLabel: 'Countries',
  consultation: 'Contact Us for Consultation',
  /** The contact form's subject when the visitor comes from a service's modal or page. */
  consultationSubject: (title: string) => `Consultation: ${title}`,
  whoItIsForHeading: 'Who it is for',
  whatWeHelpWithHeading: 'What we help with',
  disclaimer:
    'This is general information, not legal advice. Program rules change; we confirm the current requirements on the official Government of Canada website before every application.',
} as const

/** A service's own page (/services/{id}): the card's and the modal's words, around these. */
export const servicePage = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  services: 'Services',
  share: 'Share this service',
  moreServices: 'More services',
  back: 'Back to Services',
  /** On paper, in the consultation button's place, before the contact page's address. */
  consultationPrinted: 'Book a consultation:',
} as const

export const whyChooseUsTabs = [
  {
    id: 'global-recruitment',
    label: 'Global Recruitment',
    description:
      'We help Canadian employers fill hard-to-fill positions with skilled workers from abroad. We find and screen candidates, prepare the Labour Market Impact Assessment or the LMIA-exempt offer of employment, and support each worker through the work permit and arrival, so your team can be complete sooner and your files stay in order.',
  },
  {
    id: 'investor-immigration',
    label: 'Investor Immigration',
    description:
      'Entrepreneurs and investors get a clear plan for building a business in Canada. We assess your profile against the Start-up Visa and the provincial entrepreneur streams, prepare business documents that meet each program’s rules, and coordinate with designated organizations, accountants and lawyers along the way.',
  },
  {
    id: 'corporate-immigration',
    label: 'Corporate Immigration',
    description:
      'Growing companies rely on us to move talent across borders: intra-company transfers, work permits under trade agreements, and permits for key staff and their families. We track permit expiry dates, prepare for employer compliance reviews and keep HR teams informed at every step.',
  },
] as const satisfies readonly WhyChooseUsTab[]

export const countries = [{ id: 'canada', label: 'Canada' }] as const satisfies readonly Country[]

export const services = [
  {
    id: 'express-entry',
    title: 'Express Entry',
    country: 'canada',
    icon: 'express-entry',
    description:
      'Express Entry is the online system IRCC uses to manage permanent residence applications for skilled workers under the Federal Skilled Worker Program, the Federal Skilled Trades Program and the Canadian Experience Class. Candidates are ranked by their Comprehensive Ranking System (CRS) score, and the highest-ranked receive an invitation to apply.',
    metaDescription:
      'Express Entry manages permanent residence applications for skilled workers, ranked by their CRS score. The highest-ranked are invited to apply.',
    details:
      'You create an Express Entry profile with your age, education, language test results, work experience and other factors. IRCC ranks eligible profiles in the pool and holds regular draws, some of them targeting specific occupations or French-language ability. If you are invited, you have a limited time to submit a complete application for permanent residence with your supporting documents. A provincial nomination linked to your profile adds a large number of points to your score.',
    whoItIsFor:
      'Skilled workers and tradespeople abroad or in Canada, including international graduates and temporary workers who have Canadian work experience.',
    whatWeHelpWith: [
      'Checking which federal programs you qualify for',
      'Estimating your CRS score and ways to improve it',
      'Building an accurate, complete profile',
      'Preparing the permanent residence application after an invitation',
    ],
  },
  {
    id: 'startup-visa',
    title: 'Startup Visa',
    country: 'canada',
    icon: 'startup-visa',
    description:
      'The Start-up Visa Program offers permanent residence to entrepreneurs who build an innovative business in Canada. Applicants need a letter of support from a designated organization (a venture capital fund, an angel investor group or a business incubator), plus the required language ability and settlement funds.',
    details:
      'A business can be presented by up to five people as owners. Each applicant must hold a qualifying share of the business, meet the minimum language level, and show enough money to settle in Canada. With a letter of support, applicants may be able to get a work permit to start running the business while the permanent residence application is processed. IRCC adjusts the program’s intake from time to time, so we confirm its current status before you commit.',
    whoItIsFor:
      'Founders with an innovative business idea that a designated Canadian venture capital fund, angel investor group or business incubator is willing to support.',
    whatWeHelpWith: [
      'Assessing whether your business and profile fit the program',
      'Preparing for pitches to designated organizations',
      'The permanent residence application for every owner and their family',
      'A work permit to start operating in Canada sooner',
    ],
  },
  {
    id: 'corporate-immigration',
    title: 'Corporate Immigration',
    country: 'canada',
    icon: 'corporate-immigration',
    description:
      'Canadian and international companies often need to bring employees into Canada quickly and in line with the law. We plan the right path for each person, whether an LMIA-based work permit, an intra-company transfer or a permit under a trade agreement such as CUSMA.',
    details:
      'Employers hiring foreign nationals have obligations to IRCC and to Employment and Social Development Canada (ESDC): offering the wages and conditions stated in the job offer, keeping records, and being ready for a compliance review or inspection. We map each hire to the most suitable compliant route, prepare employer submissions through the IRCC Employer Portal or the LMIA process, and keep a calendar of permit expiry dates to help make sure no employee falls out of status.',
    whoItIsFor:
      'HR teams, startups and multinational companies moving managers, specialists and project staff to Canada.',
    whatWeHelpWith: [
      'An immigration strategy for each role and employee',
      'Intra-company transferee and trade-agreement work permits',
      'Employer compliance and record keeping',
      'Permits for accompanying spouses and children',
    ],
  },
  {
    id: 'lmia',
    title: 'LMIA',
    country: 'canada',
    icon: 'lmia',
    description:
      'A Labour Market Impact Assessment (LMIA) is a document from Employment and Social Development Canada (ESDC) that an employer may need before hiring a foreign worker. A positive LMIA shows that the job needs a foreign worker and that no Canadian worker or permanent resident is available to do it.',
    metaTitle: 'LMIA (Labour Market Impact Assessment)',
    metaDescription:
      'A Labour Market Impact Assessment (LMIA) from ESDC shows that an employer needs a foreign worker because no Canadian or permanent resident is available.',
    details:
      'Most employers must advertise the position in Canada before applying and show their recruitment efforts. ESDC looks at the wage offered, the working conditions and the effect on the Canadian labour market. Different rules apply to high-wage and low-wage positions and to streams such as the Global Talent Stream and agricultural work. With a positive LMIA, the worker can apply for an employer-specific work permit.',
    whoItIsFor:
      'Canadian employers who cannot find a qualified Canadian worker or permanent resident for a position, and the foreign workers they want to hire.',
    whatWeHelpWith: [
      'Choosing the right LMIA stream for the position',
      'Planning recruitment and advertising that meets ESDC rules',
      'Preparing the LMIA application and answering officer questions',
      'The worker’s work permit once the LMIA is approved',
    ],
  },
  {
    id: 'lmia-exempt-work',
    title: 'LMIA Exempt Work',
    country: 'canada',
    icon: 'lmia-exempt-work',
    description:
      'Many work permits under the International Mobility Program do not need an LMIA. Exemptions include work under free trade agreements such as CUSMA, CETA and CPTPP, intra-company transfers, reciprocal youth exchanges and work that brings a significant benefit to Canada.',
    metaDescription:
      'Many work permits need no LMIA: work under CUSMA, CETA or CPTPP, intra-company transfers, youth exchanges and work of significant benefit to Canada.',
    details:
      'For most LMIA-exempt employer-specific permits, the employer first submits an offer of employment through the IRCC Employer Portal, and the worker then applies for the work permit using the offer number. Each exemption has its own conditions: an intra-company transferee must have worked for the related company abroad, and a trade-agreement professional must be a citizen of a partner country working in a listed occupation. Choosing the right exemption is often what decides whether the permit is approved.',
    whoItIsFor:
      'Employers and workers whose job fits an LMIA exemption, such as transferring staff, professionals from partner countries and participants in youth mobility programs.',
    whatWeHelpWith: [
      'Identifying the LMIA exemption that fits the job',
      'The employer’s offer of employment in the Employer Portal',
      'The work permit application and supporting evidence',
      'Permits for family members',
    ],
  },
  {
    id: 'work-permit',
    title: 'Work Permit',
    country: 'canada',
    icon: 'work-permit',
    description:
      'Most foreign nationals need a work permit to work in Canada. There are two main kinds: an employer-specific permit tied to one employer, and an open work permit that lets you work for almost any employer.',
    metaDescription:
      'Most foreign nationals need a work permit to work in Canada: an employer-specific permit tied to one employer, or an open permit for almost any employer.',
    details:
      'Work permits are issued through the Temporary Foreign Worker Program, which usually needs an LMIA, and the International Mobility Program, which does not. Depending on your situation, you apply online from outside Canada, from inside Canada, or in some cases when you arrive at the border. Spouses of some workers and students, working holiday participants and certain graduates may qualify for an open work permit.',
    whoItIsFor:
      'People with a Canadian job offer, spouses and partners of students and workers, and young people eligible for working holiday programs.',
    whatWeHelpWith: [
      'Finding out which work permit you qualify for',
      'Preparing a complete application with strong evidence',
      'Applying from inside or outside Canada',
      'Extensions and changes of conditions',
    ],
  },
  {
    id: 'closed-work-permit',
    title: 'Closed Work Permit',
    country: 'canada',
    icon: 'closed-work-permit',
    description:
      'A closed work permit, officially an employer-specific work permit, lets you work in Canada according to its conditions: the name of your employer, how long you can work and, in some cases, the location. Most closed permits need a positive LMIA or an LMIA-exempt offer of employment.',
    metaDescription:
      'A closed (employer-specific) work permit lets you work in Canada for one employer, on its conditions. Most need a positive LMIA or an LMIA-exempt job offer.',
    details:
      'Because the permit names your employer, changing jobs usually means getting a new work permit first. You must respect every condition printed on the permit, and your employer must respect the wages and working conditions of your offer. Workers on an employer-specific permit who experience abuse can apply for an open work permit for vulnerable workers.',
    whoItIsFor:
      'Foreign workers hired by a specific Canadian employer, and employers who need to change or extend an existing permit.',
    whatWeHelpWith: [
      'The initial employer-specific work permit',
      'Changing employers or job conditions',
      'Extending the permit before it expires',
      'Understanding your rights as a temporary worker',
    ],
  },
  {
    id: 'post-graduate-work-permit',
    title: 'Post-Graduate Work Permit',
    country: 'canada',
    icon: 'post-graduate-work-permit',
    description:
      'The post-graduation work permit (PGWP) is an open work permit for international students who graduate from an eligible program at a designated learning institution. It lets graduates gain Canadian work experience, which can later support an application for permanent residence.',
    metaDescription:
      'The post-graduation work permit (PGWP) is an open work permit for graduates of an eligible program at a designated learning institution.',
    details:
      'The length of the permit depends mainly on the length of your study program, and you can get only one PGWP in your lifetime. You generally have 180 days after your school confirms that you completed your program to apply, and you must have held a valid study permit at some point during that period. IRCC has added requirements in recent years, including language test results and, for some programs, a field-of-study requirement, so we check the rules that apply to your graduation date.',
    whoItIsFor:
      'International students who have completed, or are about to complete, an eligible program at a designated learning institution in Canada.',
    whatWeHelpWith: [
      'Checking your program’s PGWP eligibility',
      'Timing the application within the deadline',
      'Language test and document requirements',
      'Planning the path from PGWP to permanent residence',
    ],
  },
  {
    id: 'bridging-open-work-permit',
    title: 'Bridging Open Work Permit',
    country: 'canada',
    icon: 'bridging-open-work-permit',
    description:
      'A Bridging Open Work Permit (BOWP) lets certain people who have applied for permanent residence keep working in Canada while they wait for a final decision. It helps avoid a gap in employment when a current work permit is about to expire.',
    metaDescription:
      'A Bridging Open Work Permit (BOWP) lets certain people who have applied for permanent residence keep working in Canada while they wait for a decision.',
    details:
      'The BOWP is available to applicants in programs such as Express Entry (Federal Skilled Worker, Federal Skilled Trades and Canadian Experience Class) and the Provincial Nominee Program, among others. You must be in Canada, hold a valid work permit or be on maintained status, and your permanent residence application must have reached the required stage of processing. We check every condition before you apply so that you can keep working without interruption.',
    whoItIsFor:
      'Temporary workers in Canada who have applied for permanent residence and whose work permit is expiring.',
    whatWeHelpWith: [
      'Confirming your eligibility and timing',
      'Preparing the BOWP application',
      'Keeping your status while the application is processed',
      'Coordinating with your pending permanent residence file',
    ],
  },
  {
    id: 'study-permit',
    title: 'Study Permit',
    country: 'canada',
    icon: 'study-permit',
    description:
      'A study permit allows international students to study at a designated learning institution (DLI) in Canada. Most applicants need a letter of acceptance from a DLI, and many also need a provincial or territorial attestation letter, along with proof that they can pay for tuition and living costs.',
    details:
      'IRCC assesses whether you have the funds to support yourself and your family, whether your study plan makes sense, and whether you meet health and security requirements. Some students can work off campus for a limited number of hours per week during their studies, and spouses of some students may qualify for an open work permit. Your study permit must stay valid, and you must remain enrolled and make progress in your program.',
    whoItIsFor:
      'Students accepted, or planning to apply, to a Canadian college, university or school, and parents of minor students.',
    whatWeHelpWith: [
      'Choosing a designated learning institution and program',
      'A clear study plan and financial documents',
      'The study permit application and family members’ permits',
      'Extensions and changes of school',
    ],
  },
  {
    id: 'visitor-visa',
    title: 'Visitor (Tourist) Visa',
    country: 'canada',
    icon: 'visitor-visa',
    description:
      'A visitor visa, officially a temporary resident visa, lets citizens of visa-required countries travel to Canada for tourism, family visits or short business trips. Travellers from visa-exempt countries usually need an electronic travel authorization (eTA) to fly to Canada instead.',
    metaDescription:
      'A visitor visa, officially a temporary resident visa, lets citizens of visa-required countries visit Canada for tourism, family or short business trips.',
    details:
      'An officer must be satisfied that you will leave Canada at the end of your stay, that you have enough money for your trip, and that you meet health and security requirements. Most visitors may stay for up to six months, but the border services officer decides the length of your stay when you arrive. Parents and grandparents of Canadian citizens and permanent residents may consider the super visa for longer visits.',
    whoItIsFor:
      'Tourists, family members visiting relatives in Canada, and business visitors attending meetings or conferences.',
    whatWeHelpWith: [
      'Checking whether you need a visa or an eTA',
      'Preparing a complete application with strong ties to your home country',
      'Invitation letters and supporting documents',
      'Reapplying after a refusal',
    ],
  },
  {
    id: 'child-sponsorship',
    title: 'Child Sponsorship',
    country: 'canada',
    icon: 'child-sponsorship',
    description:
      'Canadian citizens and permanent residents can sponsor their dependent children, including adopted children, to become permanent residents of Canada. A child is generally dependent if under 22 and not a spouse or common-law partner, or 22 or older and unable to support themselves because of a physical or mental condition.',
    metaDescription:
      'Canadian citizens and permanent residents can sponsor their dependent children, including adopted children, to become permanent residents of Canada.',
    details:
      'The sponsor signs an undertaking to support the child financially. Permanent resident sponsors must live in Canada, while Canadian citizens living abroad must show that they will return when the child immigrates. The child must pass medical and security checks, and criminal checks from age 18. Adoptions have their own process and must meet the requirements of the province or territory where the child will live.',
    whoItIsFor:
      'Canadian citizens and permanent residents who want to bring their biological or adopted children to live with them in Canada.',
    whatWeHelpWith: [
      'Confirming that your child meets the definition of a dependent child',
      'The sponsorship and permanent residence applications',
      'Proof of relationship and identity documents',
      'Adoption and custody questions, with our partner lawyers',
    ],
  },
  {
    id: 'citizenship-application',
    title: 'Citizenship Application',
    country: 'canada',
    icon: 'citizenship-application',
    description:
      'Permanent residents can apply to become Canadian citizens once they meet the requirements. Adults must generally have been physically present in Canada for at least 1,095 days in the five years before applying, have filed their taxes if required, and show knowledge of English or French.',
    metaDescription:
      'Permanent residents can apply for Canadian citizenship after 1,095 days in Canada in five years, with their taxes filed and knowledge of English or French.',
    details:
      'Applicants aged 18 to 54 must prove their language ability and pass a test on the rights and responsibilities of citizens and on Canada’s history, geography and institutions. Time spent in Canada as a temporary resident or protected person before becoming a permanent resident may count partly toward the physical presence requirement. The final step is taking the Oath of Citizenship at a citizenship ceremony.',
    whoItIsFor:
      'Permanent residents who have lived in Canada long enough, and parents applying for their minor children.',
    whatWeHelpWith: [
      'Calculating your days of physical presence',
      'Preparing the application and supporting documents',
      'Preparing for the citizenship test',
      'Applications for minor children',
    ],
  },
  {
    id: 'proof-of-citizenship',
    title: 'Proof of Citizenship',
    country: 'canada',
    icon: 'proof-of-citizenship',
    description:
      'A citizenship certificate is the official proof of Canadian citizenship. People born outside Canada to a Canadian parent often need one to confirm their status, and others apply to replace a certificate that was lost or damaged.',
    metaDescription:
      'A citizenship certificate is the official proof of Canadian citizenship, often needed by people born abroad to a Canadian parent, or to replace a lost one.',
    details:
      'The application asks for evidence of your identity and of how you became a citizen, such as your parents’ birth or citizenship records. Rules on citizenship by descent have changed several times over the years, so we review your family history carefully before you apply. A citizenship certificate is also needed before a person born abroad can apply for a Canadian passport.',
    whoItIsFor:
      'People born abroad to a Canadian parent, and citizens who need to replace or update their certificate.',
    whatWeHelpWith: [
      'Reviewing whether you may already be a Canadian citizen',
      'Gathering birth, marriage and citizenship records',
      'Preparing the certificate application',
      'Name changes and corrections to certificates',
    ],
  },
  {
    id: 'pr-renewal',
    title: 'PR Renewal',
    country: 'canada',
    icon: 'pr-renewal',
    description:
      'A permanent resident card is usually valid for five years, and permanent residents renew it when it expires or is about to. To renew, you generally need to meet the residency obligation of at least 730 days in Canada in the last five years.',
    metaDescription:
      'A permanent resident card is usually valid for five years. To renew it, you generally need at least 730 days in Canada in the last five years.',
    details:
      'An expired card does not mean that you have lost permanent resident status, but you need a valid card or a travel document to return to Canada on a commercial carrier. If you do not meet the residency obligation, a renewal application can lead to a review of your status, so it is important to count your days and gather evidence before applying. We also help replace cards that were lost, stolen or damaged.',
    whoItIsFor: 'Permanent residents whose card has expired or will expire soon, or whose card was lost or stolen.',
    whatWeHelpWith: [
      'Counting your days in Canada against the residency obligation',
      'Preparing the renewal or replacement application',
      'Documents that prove your time in Canada',
      'Advice when you may not meet the residency obligation',
    ],
  },
  {
    id: 'status-extension',
    title: 'Status Extension',
    country: 'canada',
    icon: 'status-extension',
    description:
      'Visitors, students and workers who want to stay in Canada longer must apply to extend their status before it expires. If you apply on time, you may usually stay in Canada under the same conditions while IRCC processes your application, which is called maintained status.',
    metaDescription:
      'Visitors, students and workers who want to stay in Canada longer must apply to extend their status before it expires, and may stay while IRCC decides.',
    details:
      'Depending on your situation, you apply for a visitor record, a new study permit or a new work permit from inside Canada. The application must show that you still meet the requirements of your status, and it should be filed well before your current document expires. If you leave Canada while on maintained status, the rules for returning are different, so we plan travel with you.',
    whoItIsFor: 'Visitors, international students and temporary workers in Canada whose status will soon expire.',
    whatWeHelpWith: [
      'Choosing the right extension for your situation',
      'Filing before your status expires',
      'Understanding maintained status and travel',
      'Supporting letters and evidence',
    ],
  },
  {
    id: 'status-restoration',
    title: 'Status Restoration',
    country: 'canada',
    icon: 'status-restoration',
    description:
      'If your status as a visitor, student or worker expired within the last 90 days, you may be able to restore it. You must still meet the requirements of the status you want, and have lost your status for a reason that can be restored, such as staying past your authorized period or changing employer or school without authorization.',
    details:
      'While your restoration application is in process you remain in Canada, but you cannot work or study until your status is restored. Restoration is available only within 90 days after losing status, so acting quickly is essential. If you are past the 90 days, we look at the other options that may be open to you.',
    whoItIsFor:
      'Temporary residents in Canada who missed the deadline to extend their status, or whose extension was refused, within the last 90 days.',
    whatWeHelpWith: [
      'Checking whether you are still within the 90 days',
      'Preparing the restoration application with a clear explanation',
      'Restoring work or study authorization',
      'Other options if restoration is not possible',
    ],
  },
  {
    id: 'change-of-status',
    title: 'Change of Status',
    country: 'canada',
    icon: 'change-of-status',
    description:
      'Temporary residents sometimes need to move from one status to another, for example from student to worker or from worker to visitor. Whether you can apply from inside Canada depends on your current status, your family situation and the rules in force when you apply.',
    details:
      'A change of status means applying for the new document, such as a work permit, a study permit or a visitor record, and meeting all its requirements. Some people can apply from inside Canada, while others must apply from outside Canada or at a visa office. We check your eligibility first so that you do not lose time or status.',
    whoItIsFor:
      'Visitors, students and workers in Canada whose plans have changed and who need a different kind of status.',
    whatWeHelpWith: [
      'Finding out whether you can change status from inside Canada',
      'Preparing the new permit or visitor record application',
      'Keeping you in status throughout',
      'Planning the next step toward permanent residence',
    ],
  },
  {
    id: 'status-verification',
    title: 'Status Verification',
    country: 'canada',
    icon: 'status-verification',
    description:
      'A Verification of Status document is an official record of your immigration history in Canada, such as the date you became a permanent resident. It is often requested when original landing documents are lost or when an older record is needed for citizenship, pensions or other benefits.',
    metaDescription:
      'A Verification of Status document is an official record of your immigration history in Canada, such as the date you became a permanent resident.',
    details:
      'Through the same application you can also ask IRCC to replace certain lost or damaged immigration documents, such as a visitor record, study permit or work permit. The request needs proof of identity and as many details as possible about your arrival and past documents. It is often the first step for long-time residents who need to confirm their status before applying for citizenship.',
    whoItIsFor:
      'Long-time permanent residents, people whose landing documents are lost, and anyone who needs official proof of a past immigration status.',
    whatWeHelpWith: [
      'Requesting your Verification of Status',
      'Replacing lost or damaged immigration documents',
      'Tracing older immigration records',
      'Next steps toward a PR card or citizenship',
    ],
  },
  {
    id: 'travel-document-prtd',
    title: 'Travel Document (PRTD)',
    country: 'canada',
    icon: 'travel-document-prtd',
    description:
      'A Permanent Resident Travel Document (PRTD) lets permanent residents who are outside Canada without a valid PR card return by plane, train, bus or boat. Applicants must show that they meet the residency obligation or have humanitarian reasons to be allowed back.',
    metaDescription:
      'A Permanent Resident Travel Document (PRTD) lets permanent residents outside Canada without a valid PR card return by plane, train, bus or boat.',
    details:
      'The PRTD is issued by a visa office and is usually valid for a single entry. The officer reviews whether you have been physically present in Canada for at least 730 days in the last five years, or whether an exception applies, such as accompanying a Canadian citizen spouse abroad. A refusal can be appealed, which makes a well-prepared first application important.',
    whoItIsFor: 'Permanent residents abroad whose PR card has expired, been lost or stolen, or was never received.',
    whatWeHelpWith: [
      'Checking the residency obligation and any exceptions',
      'Preparing the PRTD application and evidence',
      'Humanitarian and compassionate explanations',
      'Options after a refusal, with our partner lawyers',
    ],
  },
  {
    id: 'atip-gcms-notes',
    title: 'ATIP (GCMS) Notes',
    country: 'canada',
    icon: 'atip-gcms-notes',
    description:
      'Through an Access to Information and Privacy (ATIP) request you can obtain a copy of your immigration file, including the officer’s notes in IRCC’s Global Case Management System (GCMS). These notes often explain why an application was refused or what is holding it up.',
    metaDescription:
      'An ATIP request gets you a copy of your immigration file, including the officer’s notes in IRCC’s GCMS, which often explain a refusal or a delay.',
    details:
      'Requests are made under the Access to Information Act or the Privacy Act. Canadian citizens, permanent residents and people present in Canada can make a request themselves, while people outside Canada need someone who is eligible, such as a representative in Canada, to request the file with their written consent. The notes help decide whether to reapply, request reconsideration or seek judicial review.',
    whoItIsFor:
      'Applicants who were refused or face long delays and want to see what the officer recorded on their file.',
    whatWeHelpWith: [
      'Filing the ATIP request on your behalf',
      'Reading and explaining the officer’s notes',
      'Advice on reapplying after a refusal',
      'Referrals for judicial review to our partner lawyers',
    ],
  },
  {
    id: 'commissioner-of-oath',
    title: 'Commissioner of Oath',
    country: 'canada',
    icon: 'commissioner-of-oath',
    description:
      'Many immigration applications need sworn documents, such as affidavits and statutory declarations. Our commissioner for taking affidavits can administer the oath or solemn declaration and commission your documents.',
    metaDescription:
      'Many immigration applications need sworn documents, such as affidavits and statutory declarations. Our commissioner can administer the oath and commission them.',
    details:
      'Common examples are the Statutory Declaration of Common-law Union (IMM 5409), affidavits of support and declarations explaining gaps or missing documents. You sign the document in front of the commissioner, who confirms your identity and that you understand what you are declaring. We can often combine this with a review of the rest of your application.',
    whoItIsFor: 'Anyone who needs an affidavit or statutory declaration commissioned for an immigration application.',
    whatWeHelpWith: [
      'Commissioning affidavits and statutory declarations',
      'The common-law union declaration (IMM 5409)',
      'Reviewing the wording of your declaration',
      'Checking the rest of your application at the same visit',
    ],
  },
] as const satisfies readonly Service[]
