// Spec 1 §8: error bodies carry a detail string, error + error_description, a list, a field → messages
// map, or non_field_errors / __all__. Forms show field messages next to their field, the rest on top.

export interface FormErrors {
  fields: Record<string, string[]>
  general: string[]
}

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if (typeof record.message === 'string') return [record.message]
    if (typeof record.detail === 'string') return [record.detail]
  }
  return []
}

const GENERAL_KEYS = new Set(['detail', 'non_field_errors', '__all__', 'error_description'])

export function formErrors(body: unknown, fallback: string[] = []): FormErrors {
  const result: FormErrors = { fields: {}, general: [] }
  if (Array.isArray(body) || typeof body === 'string') {
    result.general = texts(body)
  } else if (body && typeof body === 'object') {
    for (const [key, value] of Object.entries(body)) {
      if (key === 'error') continue
      const messages = texts(value)
      if (!messages.length) continue
      if (GENERAL_KEYS.has(key)) result.general.push(...messages)
      else result.fields[key] = messages
    }
  }
  if (!result.general.length && !Object.keys(result.fields).length) result.general = fallback
  return result
}
