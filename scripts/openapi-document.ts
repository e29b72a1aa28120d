import { createApp, OPENAPI_INFO } from '../src/server/app'
import type { Database } from '../src/server/db/client'
import { defaultEnv } from '../src/server/env'

/** The contract as committed: built from the routes alone, no database touched. */
export function buildOpenApiDocument(): string {
  const app = createApp({ db: {} as Database, env: defaultEnv() })
  const document = app.getOpenAPI31Document({ openapi: '3.1.0', info: OPENAPI_INFO, security: [{ apiKey: [] }] })
  return `${JSON.stringify(document, null, 2)}\n`
}
