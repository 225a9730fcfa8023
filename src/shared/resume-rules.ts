// The apply form's limits, shared by the form and the backend: the resume rules of docs/specification.md
// §5 and §9, and the applicant's name as appwrite.json's applicants collection holds it.
export const MAX_RESUME_BYTES = 2097152
export const ALLOWED_RESUME_MIME_TYPES = ['application/pdf', 'application/msword'] as const
export const ALLOWED_RESUME_EXTENSIONS = ['pdf', 'doc'] as const
/** appwrite.json's size of applicantName: a longer one would be refused at the save, after the upload. */
export const MAX_APPLICANT_NAME_LENGTH = 128
