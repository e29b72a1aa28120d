import { resolveSchema, type ContractOperation } from '../support/openapi-operations'

type Schema = Record<string, unknown>

// A 1×1 PNG: small enough for every upload limit, real enough for the image checks.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A value the schema accepts, built from its example, enum, format and bounds: enough to get past validation. */
export function sampleValue(raw: Schema): unknown {
  const schema = resolveSchema(raw)
  if ('example' in schema) return schema.example
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if ('const' in schema) return schema.const
  if ('default' in schema) return schema.default
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key]
    if (Array.isArray(options)) {
      const concrete = (options as Schema[]).find((option) => resolveSchema(option).type !== 'null') ?? options[0]
      return sampleValue(concrete as Schema)
    }
  }
  const type = Array.isArray(schema.type) ? (schema.type as string[]).find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object':
      return sampleObject(schema)
    case 'array': {
      const min = typeof schema.minItems === 'number' ? schema.minItems : 0
      return Array.from({ length: min }, () => sampleValue((schema.items ?? {}) as Schema))
    }
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1
    case 'boolean':
      return true
    case 'string':
      if (schema.format === 'date') return dayFromToday(60)
      if (schema.format === 'date-time') return new Date(Date.now() + 60 * 86_400_000).toISOString()
      if (schema.format === 'email') return 'someone@roam.test'
      return 'x'.repeat(typeof schema.minLength === 'number' ? Math.max(schema.minLength, 1) : 1)
    default:
      return 'x'
  }
}

function sampleObject(schema: Schema): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.fromEntries(
    Object.entries(properties)
      .filter(([name]) => required.has(name))
      .map(([name, property]) => [name, sampleValue(property)]),
  )
}

/** The request body of a call: the table's own body when it gives one, else a minimal one from the contract. */
export function minimalBody(
  operation: ContractOperation,
  given?: Record<string, unknown>,
): { json?: unknown; body?: BodyInit; form?: Record<string, string> } {
  if (!operation.body) return {}
  const value = given ?? sampleObject(resolveSchema(operation.body.schema))
  if (operation.body.contentType === 'application/json') return { json: value }
  if (operation.body.contentType === 'application/x-www-form-urlencoded') {
    return { form: Object.fromEntries(Object.entries(value).map(([name, field]) => [name, String(field)])) }
  }
  const form = new FormData()
  const properties = (resolveSchema(operation.body.schema).properties ?? {}) as Record<string, Schema>
  for (const [name, field] of Object.entries(value)) {
    const property = resolveSchema(properties[name] ?? {})
    if (property.format === 'binary' || property.type === 'file')
      form.append(name, new File([PIXEL_PNG], 'pixel.png', { type: 'image/png' }))
    else form.append(name, String(field))
  }
  return { body: form }
}
