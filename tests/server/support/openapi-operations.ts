import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** One operation of the published contract, as the contract-wide tests (authorization, bad input) walk them. */
export interface ContractOperation {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** The OpenAPI path template, e.g. `/3/products/{id}/`. */
  path: string
  operationId?: string
  /** No bearer scheme at all: anyone with the API key (or nothing) may call it. */
  isPublic: boolean
  /** A bearer token is required (no security alternative without one). */
  requiresUser: boolean
  pathParams: string[]
  queryParams: Array<{ name: string; required: boolean; schema: Record<string, unknown> }>
  /** The JSON or multipart body schema, with `$ref`s left as they are (resolve with `resolveSchema`). */
  body?: { contentType: string; required: boolean; schema: Record<string, unknown> }
  responses: string[]
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>
  components: { schemas: Record<string, Record<string, unknown>> }
}

interface OpenApiOperation {
  operationId?: string
  security?: Array<Record<string, unknown>>
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Record<string, unknown> }>
  requestBody?: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> }
  responses: Record<string, unknown>
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

export const contract: OpenApiDocument = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../../openapi/openapi.json', import.meta.url)), 'utf8'),
) as OpenApiDocument

export function contractOperations(): ContractOperation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method]
      if (!operation) return []
      const security = operation.security ?? []
      const bearerAlternatives = security.filter((scheme) => 'bearer' in scheme)
      const parameters = operation.parameters ?? []
      const [contentType, media] = Object.entries(operation.requestBody?.content ?? {})[0] ?? []
      return [
        {
          method,
          path,
          operationId: operation.operationId,
          isPublic: bearerAlternatives.length === 0,
          requiresUser: security.length > 0 && bearerAlternatives.length === security.length,
          pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
          queryParams: parameters
            .filter((parameter) => parameter.in === 'query')
            .map((parameter) => ({
              name: parameter.name,
              required: parameter.required ?? false,
              schema: parameter.schema ?? {},
            })),
          body:
            contentType && media
              ? { contentType, required: operation.requestBody?.required ?? false, schema: media.schema }
              : undefined,
          responses: Object.keys(operation.responses),
        },
      ]
    }),
  )
}

/** Follows `$ref`s into components; other keywords are left for the caller. */
export function resolveSchema(schema: Record<string, unknown>): Record<string, unknown> {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  const name = ref.replace('#/components/schemas/', '')
  const target = contract.components.schemas[name]
  if (!target) throw new Error(`Unknown schema ${ref}`)
  return resolveSchema(target)
}

/** Fills `{id}`-style placeholders of a path template. */
export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`No value for {${name}} in ${path}`)
    return encodeURIComponent(String(value))
  })
}
