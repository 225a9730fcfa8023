// The services as the specification names them, quoted from it once for the tests that check them (the
// service cards' content, services-content.ts, is the owner's to edit; these names are not).

/** The 22 services, in the specification's order (its Services screen: 'The services: …'). */
export const SERVICE_TITLES = [
  'Express Entry',
  'Startup Visa',
  'Corporate Immigration',
  'LMIA',
  'LMIA Exempt Work',
  'Work Permit',
  'Closed Work Permit',
  'Post-Graduate Work Permit',
  'Bridging Open Work Permit',
  'Study Permit',
  'Visitor (Tourist) Visa',
  'Child Sponsorship',
  'Citizenship Application',
  'Proof of Citizenship',
  'PR Renewal',
  'Status Extension',
  'Status Restoration',
  'Change of Status',
  'Status Verification',
  'Travel Document (PRTD)',
  'ATIP (GCMS) Notes',
  'Commissioner of Oath',
] as const
