// The resume rules of docs/specification.md §5 and §9shared by the apply form and the backend.
export const MAX_RESUME_BYTES = 2097152
export const ALLOWED_RESUME_MIME_TYPES = ['application/pdf', 'application/msword'] as const
export const ALLOWED_RESUME_EXTENSIONS = ['pdf', 'doc'] as const
