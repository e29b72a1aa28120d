// Writes openapi/openapi.json from the route schemas; openapi-typescript then derives schema.d.ts from it.
import { writeFileSync } from 'node:fs'
import { buildOpenApiDocument } from './openapi-document'

writeFileSync('openapi/openapi.json', buildOpenApiDocument())
console.log('openapi/openapi.json written')
