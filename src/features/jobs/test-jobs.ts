// Jobs shared by the job board tests.
import type { Job } from '../../shared/models'

let sequence = 0

export function makeJob(fields: Partial<Job> & Pick<Job, '$id' | 'title'>): Job {
  sequence += 1
  return {
    $sequence: String(sequence),
    $collectionId: 'jobs',
    $databaseId: 'main',
    $createdAt: '2026-04-01T09:00:00.000+00:00',
    $updatedAt: '2026-04-01T09:00:00.000+00:00',
    $permissions: ['read("any")'],
    description: 'Join our team.',
    trade: 'Construction',
    location: 'Toronto',
    province: 'ON',
    salary: null,
    applicationDeadline: null,
    isAcceptingApplications: true,
    isPublic: true,
    ...fields,
  }
}

export const welder = makeJob({
  $id: 'job-welder',
  title: 'Senior Welder',
  description: 'Full-time welding of <b>structural</b> steel.',
  trade: 'Welding',
  location: 'Hamilton',
  province: 'ON',
  salary: '$32 - $38 per hour',
  applicationDeadline: '2099-06-30',
})

export const nurse = makeJob({
  $id: 'job-nurse',
  title: 'Registered Nurse',
  trade: 'Healthcare',
  location: 'Vancouver',
  province: 'BC',
  salary: 'Competitive',
})

export const cook = makeJob({
  $id: 'job-cook',
  title: 'Line Cook',
  trade: 'Hospitality',
  location: 'Calgary',
  province: 'AB',
  isAcceptingApplications: false,
})

export const welderHelper = makeJob({
  $id: 'job-welder-helper',
  title: 'Welder Helper',
  trade: 'Welding',
  location: 'Toronto',
  province: 'ON',
})

export const testJobs = [welder, nurse, cook, welderHelper]
