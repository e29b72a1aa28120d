import fc from 'fast-check'
import { resolveSchema, type ContractOperation } from '../support/openapi-operations'

type Schema = Record<string, unknown>

/** What one fuzz case sends: the path's parameter values, a raw query string, and a body with its media type. */
export interface BadRequest {
  /** Raw values for the path template; inserted as they are, so `%00` and `..` reach the router undecoded. */
  pathValues?: Record<string, string>
  query: string
  body?: { contentType?: string; payload: string | FormData }
  /** A short label for the failure message. */
  kind: string
}

/** Path parameters that are not ids: words, signs, exponents, escapes, overflow, traversal. */
export const badPathValue = fc.constantFrom(
  'abc',
  '-1',
  '0',
  '1e9',
  '1.5',
  '%00',
  '%',
  '99999999999999999999',
  '2147483648',
  '..',
  '%2e%2e',
  ' ',
  '%20',
  'null',
  'undefined',
  '[]',
  "1' OR '1'='1",
  'ÿ',
  '%F0%9F%9A%90',
  '0x10',
  '+1',
  '1,2',
)

/** Text that is not JSON, or JSON cut short, or JSON with trailing garbage. */
export const malformedJsonText = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '[',
    '{"a":',
    '{"a":1,}',
    '{"a":1}}',
    "{'a':1}",
    'nul',
    'tru',
    '"unterminated',
    '{"a":"\\x"}',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"a":01}',
    '\u0000',
    '\uFEFF{}',
    '{"__proto__":{"x":1}}',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

/** Strings that test length limits, encodings and terminators. */
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uFFFF',
    '🚐'.repeat(300),
    'x'.repeat(70_000),
    '<script>',
    "'; DROP TABLE users; --",
    '../../etc/passwd',
    '%00',
    '0',
    '-1',
    '1e309',
    'NaN',
    'true',
    'null',
    '2026-02-30',
    '9999-99-99',
    '1970-01-01T00:00:00Z',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
)

/** Numbers at and beyond every limit a column or a date can hold. */
export const nastyNumber = fc.oneof(
  fc.constantFrom(
    -1,
    0,
    -0,
    0.5,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.double(),
  fc.integer(),
)

/** Any value of a JSON type other than the one the schema declares. */
function wrongTypeValue(schema: Schema): fc.Arbitrary<unknown> {
  const type = resolveSchema(schema).type
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: nastyString,
    number: nastyNumber,
    boolean: fc.boolean(),
    null: fc.constant(null),
    array: fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }),
    object: fc.dictionary(fc.string({ maxLength: 5 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }),
  }
  const declared = type === 'integer' ? 'number' : typeof type === 'string' ? type : ''
  return fc.oneof(
    ...Object.entries(all)
      .filter(([name]) => name !== declared)
      .map(([, arbitrary]) => arbitrary),
  )
}

/** A value of the schema's own type (enums, formats and limits honoured loosely), so one wrong field is the only fault. */
export function plausibleValue(input: Schema, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveSchema(input)
  if (Array.isArray(schema.anyOf))
    return fc.oneof(...(schema.anyOf as Schema[]).map((option) => plausibleValue(option, depth)))
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  switch (schema.type) {
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0
      return fc.integer({ min, max: typeof schema.maximum === 'number' ? schema.maximum : min + 1000 })
    }
    case 'number':
      return fc.double({ min: 0, max: typeof schema.maximum === 'number' ? schema.maximum : 1000, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'array':
      return depth > 2
        ? fc.constant([])
        : fc.array(plausibleValue((schema.items as Schema | undefined) ?? {}, depth + 1), { maxLength: 2 })
    case 'object':
      return depth > 2 ? fc.constant({}) : plausibleObject(schema, depth + 1)
    case 'string':
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
          .map((date) => date.toISOString().slice(0, 10))
      if (schema.format === 'date-time')
        return fc
          .date({ noInvalidDate: true, min: new Date('2020-01-01'), max: new Date('2030-12-31') })
          .map((date) => date.toISOString())
      if (schema.format === 'email') return fc.emailAddress()
      return fc.string({ maxLength: typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 30) : 30 })
    default:
      return fc.jsonValue({ maxDepth: 1 })
  }
}

function plausibleObject(schema: Schema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>
  const required = (schema.required ?? []) as string[]
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, plausibleValue(property, depth)]),
  )
  return fc.record(model, { requiredKeys: required.filter((name) => name in model) })
}

/** Bodies for a JSON operation: plausible ones with one field wrong, extra fields, wrong roots, and broken text. */
export function badJsonBody(schema: Schema): fc.Arbitrary<BadRequest['body'] & { kind: string }> {
  const resolved = resolveSchema(schema)
  const properties = Object.entries((resolved.properties ?? {}) as Record<string, Schema>)
  const json = (payload: unknown) => JSON.stringify(payload)
  const cases: Array<fc.Arbitrary<{ contentType?: string; payload: string; kind: string }>> = [
    malformedJsonText.map((payload) => ({ contentType: 'application/json', payload, kind: 'malformed JSON' })),
    fc
      .oneof(
        fc
          .jsonValue({ maxDepth: 1 })
          .filter((value) => typeof value !== 'object' || value === null || Array.isArray(value)),
        fc.constant([{}]),
        fc.constant([]),
      )
      .map((value) => ({ contentType: 'application/json', payload: json(value), kind: 'wrong root type' })),
    fc
      .tuple(
        plausibleObject(resolved),
        fc.dictionary(
          fc.oneof(
            fc.constantFrom('__proto__', 'constructor', 'id', 'status', 'owner_id', 'is_staff'),
            fc.string({ maxLength: 8 }),
          ),
          fc.jsonValue({ maxDepth: 1 }),
          { minKeys: 1, maxKeys: 3 },
        ),
      )
      .map(([body, extra]) => ({
        contentType: 'application/json',
        payload: json({ ...body, ...extra }),
        kind: 'extra properties',
      })),
    fc
      .constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        undefined,
      )
      .map((contentType) => ({
        contentType,
        payload: '{"a":1}',
        kind: `JSON sent as ${contentType ?? 'no media type'}`,
      })),
    fc.constant({ contentType: 'application/json', payload: `{"a":"${'x'.repeat(80_000)}"}`, kind: 'oversized JSON' }),
  ]
  if (properties.length > 0) {
    cases.push(
      fc.tuple(plausibleObject(resolved), fc.constantFrom(...properties)).chain(([body, [name, property]]) =>
        fc.oneof(wrongTypeValue(property), nastyString, nastyNumber).map((value) => ({
          contentType: 'application/json',
          payload: json({ ...body, [name]: value }),
          kind: `bad value for ${name}`,
        })),
      ),
    )
  }
  return fc.oneof(...cases)
}

/** Bodies for a urlencoded form operation: unknown, repeated and garbage fields, and other media types. */
export function badFormBody(schema: Schema): fc.Arbitrary<BadRequest['body'] & { kind: string }> {
  const names = Object.keys((resolveSchema(schema).properties ?? {}) as Record<string, unknown>)
  return fc.oneof(
    fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...names, 'x'), fc.string({ maxLength: 6 })), nastyString), {
        maxLength: 6,
      })
      .map((pairs) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: new URLSearchParams(pairs).toString(),
        kind: 'garbage form fields',
      })),
    fc
      .constantFrom('%', '%zz', '&&=&', '=x', 'a=%00', 'grant_type=password&grant_type=refresh_token')
      .map((payload) => ({ contentType: 'application/x-www-form-urlencoded', payload, kind: 'broken form encoding' })),
    malformedJsonText.map((payload) => ({ contentType: 'application/json', payload, kind: 'JSON instead of a form' })),
  )
}

const JPEG_HEADER = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
// Built once: a 12 MB "JPEG" that is a header and zeros, above every upload limit.
const HUGE_FILE = (() => {
  const bytes = new Uint8Array(12 * 1024 * 1024)
  bytes.set(JPEG_HEADER)
  return bytes
})()

/** Files no upload should take: empty, a cut-off JPEG, text named .jpg, a PDF that is not one, and one far too large. */
export const wrongFile = fc.constantFrom(
  { label: 'empty file', file: () => new File([], 'empty.jpg', { type: 'image/jpeg' }) },
  { label: 'truncated JPEG', file: () => new File([JPEG_HEADER], 'cut.jpg', { type: 'image/jpeg' }) },
  {
    label: 'text named .jpg',
    file: () => new File(['just some text, no pixels'], 'photo.jpg', { type: 'image/jpeg' }),
  },
  { label: 'text named .pdf', file: () => new File(['%PDF-? not really'], 'policy.pdf', { type: 'application/pdf' }) },
  { label: 'binary with a text type', file: () => new File([JPEG_HEADER], 'notes.txt', { type: 'text/plain' }) },
  { label: '12 MB file', file: () => new File([HUGE_FILE], 'huge.jpg', { type: 'image/jpeg' }) },
)

/** Multipart bodies: wrong files in every file field, garbage in the other fields, missing fields, or no multipart at all. */
export function badMultipartBody(schema: Schema): fc.Arbitrary<BadRequest['body'] & { kind: string }> {
  const properties = Object.entries((resolveSchema(schema).properties ?? {}) as Record<string, Schema>)
  const isFile = (property: Schema) =>
    property.format === 'binary' || (property.type === 'string' && property.contentMediaType !== undefined)
  const fileFields = properties.filter(([, property]) => isFile(resolveSchema(property))).map(([name]) => name)
  const otherFields = properties.filter(([, property]) => !isFile(resolveSchema(property))).map(([name]) => name)
  return fc.oneof(
    fc
      .tuple(
        wrongFile,
        fc.array(fc.tuple(fc.constantFrom(...otherFields, 'extra'), nastyString), { maxLength: 3 }),
        fc.boolean(),
      )
      .map(([file, fields, asText]) => {
        const form = new FormData()
        // The file fields get the wrong file, or a plain string where a file belongs.
        for (const name of fileFields.length > 0 ? fileFields : ['file']) {
          if (asText) form.append(name, 'not a file')
          else form.append(name, file.file())
        }
        for (const [name, value] of fields) form.append(name, value)
        return { payload: form, kind: asText ? 'text in a file field' : file.label }
      }),
    fc.array(fc.tuple(fc.constantFrom(...otherFields, 'x'), nastyString), { maxLength: 3 }).map((fields) => {
      const form = new FormData()
      for (const [name, value] of fields) form.append(name, value)
      return { payload: form, kind: 'multipart without its file' }
    }),
    fc.constantFrom(
      {
        contentType: 'multipart/form-data; boundary=broken',
        payload: '--broken\r\nContent-Disposition: form-data; name="photo"\r\n\r\nabc',
        kind: 'truncated multipart',
      },
      { contentType: 'multipart/form-data', payload: 'no boundary at all', kind: 'multipart without boundary' },
      { contentType: 'application/json', payload: '{"photo":"abc"}', kind: 'JSON instead of multipart' },
    ),
  )
}

/** Query strings: declared parameters with garbage values, repeated, unknown names, and broken percent-encoding. */
export function badQuery(operation: ContractOperation): fc.Arbitrary<string> {
  const names = operation.queryParams.map((parameter) => parameter.name)
  const pair = fc.tuple(
    fc.oneof(fc.constantFrom(...names, 'unknown', 'page', 'page_size', 'ordering'), fc.string({ maxLength: 6 })),
    fc.oneof(nastyString, nastyNumber.map(String)),
  )
  return fc.oneof(
    fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => new URLSearchParams(pairs).toString()),
    // The same declared parameter twice with different values.
    names.length > 0
      ? fc.tuple(fc.constantFrom(...names), nastyString, nastyString).map(([name, a, b]) =>
          new URLSearchParams([
            [name, a],
            [name, b],
          ]).toString(),
        )
      : fc.constant('a=1&a=2'),
    fc.constantFrom(
      '%',
      '%zz',
      '=',
      '&&&',
      '?',
      'a[b]=1&a[c][d]=2',
      '%00=%00',
      'page=-1',
      'page=0',
      'page_size=100000',
      'page=1e400',
    ),
  )
}

/** All the cases one operation can receive; path garbage only where the path has parameters. */
export function badRequestFor(operation: ContractOperation): fc.Arbitrary<BadRequest> {
  const cases: Array<fc.Arbitrary<BadRequest>> = [
    badQuery(operation).map((query) => ({ query, kind: `query ?${query.slice(0, 80)}` })),
  ]
  if (operation.pathParams.length > 0) {
    cases.push(
      fc.tuple(fc.constantFrom(...operation.pathParams), badPathValue).map(([name, value]) => ({
        pathValues: { [name]: value },
        query: '',
        kind: `path {${name}} = ${value}`,
      })),
    )
  }
  const body = operation.body
  if (body) {
    const bodies =
      body.contentType === 'multipart/form-data'
        ? badMultipartBody(body.schema)
        : body.contentType === 'application/x-www-form-urlencoded'
          ? badFormBody(body.schema)
          : badJsonBody(body.schema)
    cases.push(bodies.map(({ kind, ...sent }) => ({ query: '', body: sent, kind: `body: ${kind}` })))
  }
  // Shrunk counterexamples are printed short: a 80 kB body or a FormData says nothing in a report.
  return fc.oneof(...cases).map((sent) => Object.assign(sent, { [fc.toStringMethod]: () => summarise(sent) }))
}

function summarise(sent: BadRequest): string {
  const payload = sent.body?.payload
  const shown =
    typeof payload === 'string'
      ? JSON.stringify(payload.length > 200 ? `${payload.slice(0, 200)}… (${payload.length} chars)` : payload)
      : payload
        ? 'FormData'
        : 'none'
  return `${sent.kind} | path ${JSON.stringify(sent.pathValues ?? {})} | query ${JSON.stringify(sent.query)} | ${sent.body?.contentType ?? 'no media type'} body ${shown}`
}
