// Records from the backend are checked before a screen uses them: one record missing a field that
// appwrite.json requires (an empty title, a job without a province) is skipped, with one console
// warning naming it, so it costs only itself and never the whole list.

type FieldCheck = (value: unknown) => boolean

export const isText: FieldCheck = (value) => typeof value === 'string' && value.trim() !== ''
export const isList: FieldCheck = (value) => Array.isArray(value)
export const isFlag: FieldCheck = (value) => typeof value === 'boolean'

/** True when every required field passes its check; otherwise warns once and answers false. */
export function hasRequiredFields(kind: string, record: object, required: Record<string, FieldCheck>): boolean {
  const fields = record as Record<string, unknown>
  const missing = Object.keys(required).find((field) => !required[field]!(fields[field]))
  if (missing === undefined) return true
  console.warn(`Skipped ${kind} ${JSON.stringify(fields.$id)}: its ${missing} is missing or not valid.`)
  return false
}
