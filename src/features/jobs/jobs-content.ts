// The job board's words. Quoted strings are the specification's (docs/specification.md §2, §5 and §8).
import { formatCount as formatNumberIn } from '../../shared/numbers'
import { MAX_RESUME_BYTES } from '../../shared/resume-rules'

const formatCount = (count: number) => formatNumberIn(count, 'en')
const apply = 'Apply'
/** A colon as the language writes it: 'Apply: Welder' (a button's name), 'Location: Toronto'. */
const colon = ': '
const savedJobs = 'Saved jobs'

export const jobsContent = {
  pageTitle: 'Jobs',
  /** A numbered page of the board (/jobs/page/2). */
  pageTitleOf: (page: number) => `Jobs, page ${formatCount(page)}`,
  pageDescription:
    'Open positions with Canadian employers: browse by location and province and apply online with your resume.',
  heading: 'Find Your Next Job',
  intro: 'Employers across Canada hire through us. Find a role that fits and send your resume in a minute.',
  /** Holds the placeholder's words, the only ones seen: a voice-control user says what they see (WCAG 2.5.3). */
  searchLabel: 'Search for jobs by title',
  /** In the filters' place where scripts are off: searching and filtering are the app's (Show more is a link). */
  searchNeedsScript:
    'Searching and filtering need JavaScript, which is turned off in this browser: turn it on and reload this page.',
  searchPlaceholder: 'Search for jobs...',
  locationLabel: 'Location',
  provinceLabel: 'Province',
  anyLocation: 'All locations',
  anyProvince: 'All provinces',
  /** The language filter: every job, this page's language first (the default), or one language's. */
  // The language a job is posted in, not one it asks for: 'English only' read as a requirement.
  languageLabel: 'Posting language',
  anyLanguage: 'All languages',
  languageNames: { en: 'In English', fr: 'In French' },
  /**
   * The order of the list: its own by default (the board's: the page's language first, newest first; the
   * saved list's: the latest saved first), or the soonest to close first.
   */
  sortLabel: 'Sort by',
  sortNewest: 'Default order',
  sortNames: { closing: 'Application deadline' },
  /** What folds the dropdowns on a phone, with how many of them narrow or order the list. */
  filtersSummary: (chosen: number) => (chosen > 0 ? `Filters and sort (${chosen})` : 'Filters and sort'),
  /**
   * Places as the page's language names them, for the names the backend stores (in English, the same
   * for every job whatever its language, so the filters find them all); a place not listed is shown as
   * stored. English shows them as stored.
   */
  placeNames: {} as Readonly<Record<string, string>>,
  /** The results' section, for screen readers. */
  listLabel: 'Jobs',
  listFailed: 'The job list could not be shown.',
  loading: 'Loading jobs...',
  loadFailed: 'The jobs could not be loaded. Check your connection and try again.',
  serverFailed: 'The jobs could not be loaded: our server did not answer as it should. Please try again in a moment.',
  retry: 'Retry',
  // Not in the specification: Retry on the saved copy, asked and not answered yet.
  checking: 'Checking…',
  savedOn: (date: string, time: string) => `Saved ${date}, ${time}`,
  // 'Copy', not 'saved jobs': those are the ones a visitor saves (Save).
  savedCopy: 'You are browsing the copy of the jobs kept on this device; it refreshes when you are back online.',
  savedCopyOnline: 'You are browsing the copy of the jobs kept on this device: the latest could not be loaded.',
  offlineNoCopy: 'You are offline and no copy is kept yet. The jobs will load as soon as you are back online.',
  /** `publishedOn`: the day the page was built ('November 27, 2026'), where it says. */
  offlineBuiltCopy: (publishedOn: string | undefined) =>
    publishedOn
      ? `You are offline. These are the jobs as of ${publishedOn}, when this page was published; they refresh when you are back online.`
      : 'You are offline. These are the jobs this page was published with; they refresh when you are back online.',
  noMatch: 'No jobs found matching your criteria.',
  /** Under noMatch when a search was typed: it reads titles only (docs/specification.md §5). */
  titlesOnly: 'The search looks in job titles. To find a place, use the Location or Province filter.',
  clearFilters: 'Clear search and filters',
  apply,
  colon,
  notAccepting: 'Not accepting applications',
  /** Keeps a job on this device to come back to (my-jobs.ts): a toggle, named with the job's title. */
  save: 'Save',
  /** The board's two lists, every job and the saved ones, as links (?saved=1). */
  listsLabel: 'Job lists',
  allJobs: 'All jobs',
  /** The saved list's title, and its link with how many it holds. */
  savedJobs,
  savedJobsLink: (count: number) => (count > 0 ? `${savedJobs} (${count})` : savedJobs),
  savedNone: 'No saved jobs yet. Choose Save on a job to keep it here, on this device, even offline.',
  /** On paper, above a list: the search that narrowed it (its filters are named by their labels). */
  printedSearch: (q: string) => `Search: “${q}”`,
  /** A saved job the board no longer lists (taken down, or no longer public). */
  savedGone: 'No longer posted',
  /** A saved job the list at hand (a saved copy, a failure) does not hold. */
  savedUnchecked: 'Could not be checked: the latest jobs did not load.',
  savedNotKept:
    'Your saved jobs could not be kept on this device: they will be lost when you leave or reload the page.',
  /** On a card, a job posted this past week (job-rules.ts's jobTiming). */
  newJob: 'New',
  /** An open job's last days to apply (0: today is the last). */
  closesIn: (days: number) =>
    days === 0 ? 'Last day to apply' : days === 1 ? 'Closes tomorrow' : `Closes in ${days} days`,
  /** A job applied to from this device, and when (my-jobs.ts). */
  applicationSent: (date: string) => `Applied on ${date}`,
  showMore: 'Show more jobs',
  /** Atop a numbered page: the batch before it. */
  earlierJobs: 'Previous jobs',
  /** A numbered page past the board's end (it has grown shorter since the link was made). */
  pastEnd: 'There are no more jobs on this page.',
  firstJobs: 'See the first jobs',
  /** The live list differs from the one on screen and waits for the visitor (src/components/list-refresh-notice.tsx). */
  refresh: {
    newItems: (count: number) => `${count} new ${count === 1 ? 'job' : 'jobs'}`,
    updated: 'The list of jobs has been updated',
    show: (message: string) => `${message} — show`,
  },
  /** A numbered page's count: 'Showing 13–24 of 120 jobs' */
  countFrom: (first: number, last: number, total: number) =>
    `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)} jobs`,
  /** e.g. 'Showing 24 of 120 jobs' */
  count: (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? 'job' : 'jobs'} found` : `Showing ${shown} of ${total} jobs`,
  /** A job's own page (/jobs/{id}). */
  page: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    accepting: 'Accepting applications',
    /** A saved job no list at hand holds (offline, a failure): shown as saved, without Apply. */
    savedSnapshot: (date: string) =>
      `This is the job as you saved it on ${date}. The latest jobs could not be loaded: if it is still posted, Apply comes back once they are.`,
    /** On paper, in Apply's place: where to apply. */
    applyOnline: 'Apply online:',
    /** In Apply's place where scripts are off: the form is the app's. */
    needsScript:
      'Applying online needs JavaScript, which is turned off in this browser: turn it on and reload this page.',
    /** Under the place: the day the job was posted. */
    posted: (date: string) => `Posted ${date}`,
    back: 'Back to Jobs',
    /** The share buttons' name for a screen reader. */
    share: 'Share this job',
    /** Under a job: the next ones on the board. */
    moreJobs: 'More open positions',
    loading: 'Loading the job...',
    notFoundHeading: 'Job not found',
    notFoundDetail: 'This job does not exist, is no longer published, or was removed.',
    notSavedHeading: 'This job is not saved on this device',
    notSavedDetail: 'You are offline. The job opens as soon as you are back online.',
    goHome: 'Go to the home page',
    failed: 'This job could not be shown.',
  },
  details: {
    heading: 'Job details',
    title: 'Title',
    description: 'Description',
    location: 'Location',
    industry: 'Industry',
    employer: 'Employer',
    salary: 'Salary',
    deadline: 'Application deadline',
    /** The specification's words for an empty salary, and for an empty deadline. */
    salaryNotSpecified: 'Not specified',
    deadlineNotSpecified: 'Not specified',
    unknownDate: 'Unknown',
  },
  form: {
    heading: 'Submit Your Application',
    /** Under the heading: every field is required, said to the eye too (WCAG 3.3.2). */
    allRequired: 'All fields are required.',
    name: 'Your Name',
    email: 'Email Address',
    resume: 'Upload Resume',
    /** Always under the field: a phone's picker greys out a .docx before any refusal could say why. */
    resumeHint: 'PDF or Word (.doc), up to 2 MB. A .docx or Google Docs resume: save or download it as PDF first.',
    /** Under the field after a file over 2 MB was refused: its size, and how to make it smaller. */
    tooLargeHint: (kilobytes: number) =>
      `This file is ${formatCount(kilobytes)} KB; the limit is ${formatCount(MAX_RESUME_BYTES / 1024)} KB. Save or export a smaller PDF (a lower scan quality, fewer pictures).`,
    // The file field's own words are the browser's language, not the page's: these stand in for them.
    chooseFile: 'Choose file',
    noFileChosen: 'No file chosen',
    submit: 'Submit Application',
    submitting: 'Submitting...',
    close: 'Close',
    closeLabel: 'Close the application form',
    failed: 'The application form could not be shown.',
    uploading: 'Uploading your resume',
    /** What a screen reader hears as the upload goes. */
    uploaded: (percent: number) => `Resume ${percent}% uploaded`,
    saving: 'Saving your application',
    needsConnection:
      'Sending an application needs a connection. You are offline: what you typed and chose stays here, and you can send it as soon as you are back online.',
  },
  // Not in the specification: an outcome told over another job's form (the first closed mid-send) names its job.
  alertForJob: (title: string, alert: string) => `For “${title}”: ${alert}`,
  alerts: {
    noResume: 'Please upload a resume.',
    wrongType: 'Invalid file type. Only PDF or Word documents are allowed.',
    tooLarge: 'File size exceeds the limit of 2MB.',
    success: 'Application submitted successfully!',
    failure: 'Failed to submit application. Please try again.',
    // Not in the specification: a file the backend refuses (empty, or not what its name says).
    emptyFile: 'The file you chose is empty. Please choose your resume again.',
    unreadable:
      'The file you chose could not be read: it may have changed or moved since you chose it. Please choose your resume again.',
    fileRefused:
      'Failed to submit application. Your resume file was not accepted: please choose another PDF or Word document.',
    // Not in the specification: Appwrite's limit on uploads and saves from one network in a minute.
    tooMany:
      'Failed to submit application. Too many applications were sent from your network in the last minute: please wait a minute and try again.',
  },
} as const
