// Appwrite's error types (app/config/errors.php) that this server answers with, their HTTP status
// and generic message. Bodies are `{ message, code, type, version }` with `code` an integer, as
// Appwrite sends them, so the real SDKs build the same AppwriteException.

export const APPWRITE_VERSION = '1.9.6'

const ERROR_TYPES = {
  // Appwrite words every 500 so in production (general.php's error handler), whatever its type's text.
  general_unknown: [500, 'Server Error'],
  general_argument_invalid: [
    400,
    'The request contains one or more invalid arguments. Please refer to the endpoint documentation.',
  ],
  general_bad_request: [400, 'There was an error processing your request. Please check the inputs and try again.'],
  general_query_invalid: [400, "The query's syntax is invalid. Please check the query and try again."],
  general_cursor_not_found: [
    400,
    'The cursor is invalid. This can happen if the item represented by the cursor has been deleted.',
  ],
  general_route_not_found: [
    404,
    'Route not found. Please ensure the endpoint is configured correctly and that the API route is valid for this SDK version. Refer to the API docs for more details.',
  ],
  general_payload_too_large: [413, 'The request body is larger than this server accepts.'],
  general_unauthorized_scope: [
    401,
    'The current user or API key does not have the required scopes to access the requested resource.',
  ],
  general_access_forbidden: [401, 'Access to this API is forbidden.'],
  general_not_implemented: [
    405,
    'This method was not fully implemented yet. If you believe this is a mistake, please upgrade your Appwrite server version.',
  ],
  general_unknown_origin: [
    403,
    'The request originated from an unknown origin. If you trust this domain, please list it as a trusted platform in the Appwrite console.',
  ],
  project_not_found: [
    404,
    'Project with the requested ID could not be found. Please check the value of the X-Appwrite-Project header to ensure the correct project ID is being used.',
  ],
  user_unauthorized: [401, 'The current user is not authorized to perform the requested action.'],
  database_not_found: [404, "Database with the requested ID '%s' could not be found."],
  database_query_order_null: [
    400,
    'The order attribute/column had a null value. Cursor pagination requires all documents/rows order attribute/column values are non-null.',
  ],
  collection_not_found: [404, "Collection with the requested ID '%s' could not be found."],
  document_not_found: [404, "Document with the requested ID '%s' could not be found."],
  document_invalid_structure: [
    400,
    'The document structure is invalid. Please ensure the attributes match the collection definition.',
  ],
  document_missing_data: [400, 'The document data is missing. Try again with document data populated'],
  document_already_exists: [
    409,
    "Document with the requested ID '%s' already exists. Try again with a different ID or use ID.unique() to generate a unique ID.",
  ],
  storage_bucket_not_found: [404, 'Storage bucket with the requested ID could not be found.'],
  storage_bucket_transformations_disabled: [403, 'Image transformations are disabled for the requested bucket.'],
  storage_file_not_found: [404, 'The requested file could not be found.'],
  storage_file_already_exists: [409, 'A storage file with the requested ID already exists.'],
  storage_file_empty: [400, 'Empty file passed to the endpoint.'],
  storage_invalid_range: [416, 'The requested range is not satisfiable. Please check the value of the Range header.'],
  storage_file_type_unsupported: [400, 'The given file extension is not supported.'],
  storage_invalid_file: [403, 'The uploaded file is invalid. Please check the file and try again.'],
  storage_invalid_file_size: [
    400,
    'The file size is either not valid or exceeds the maximum allowed size. Please check the file or the value of the _APP_STORAGE_LIMIT environment variable.',
  ],
  storage_image_resolution_exceeded: [400, 'The image resolution exceeds the maximum allowed for processing.'],
  storage_invalid_content_range: [
    400,
    'The content range is invalid. Please check the value of the Content-Range header.',
  ],
  storage_invalid_appwrite_id: [
    400,
    'The value for x-appwrite-id header is invalid. Please check the value of the x-appwrite-id header is a valid id and not unique().',
  ],
  general_rate_limit_exceeded: [
    429,
    'Rate limit for the current endpoint has been exceeded. Please try again after some time.',
  ],
} as const satisfies Record<string, readonly [number, string]>

export type AppwriteErrorType = keyof typeof ERROR_TYPES

export interface AppwriteErrorBody {
  message: string
  code: number
  type: string
  version: string
}

export class AppwriteError extends Error {
  override name = 'AppwriteError'
  readonly status: number

  constructor(
    readonly type: AppwriteErrorType,
    message?: string,
  ) {
    const [status, generic] = ERROR_TYPES[type]
    super(message ?? generic)
    this.status = status
  }

  toBody(): AppwriteErrorBody {
    return { message: this.message, code: this.status, type: this.type, version: APPWRITE_VERSION }
  }
}

/** The body for an arbitrary status (used by the test fault hook). */
export function errorBodyForStatus(status: number): AppwriteErrorBody {
  const entry = Object.entries(ERROR_TYPES).find(([, [code]]) => code === status)
  const [type, message] = entry ? [entry[0], entry[1][1]] : ['general_unknown', ERROR_TYPES.general_unknown[1]]
  return { message, code: status, type, version: APPWRITE_VERSION }
}

/** Types whose Appwrite message names the id asked for (`%s` in errors.php, filled in by each action). */
type NamingId = 'database_not_found' | 'collection_not_found' | 'document_not_found' | 'document_already_exists'

/** The error of such a type, its message naming `id` as Appwrite's does. */
export const errorNaming = (type: NamingId, id: string) =>
  new AppwriteError(
    type,
    ERROR_TYPES[type][1].replace('%s', () => id),
  )
