// Fails when openapi/openapi.json or openapi/schema.d.ts is not what the route schemas generate.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildOpenApiDocument } from './openapi-document'

const dir = mkdtempSync(join(tmpdir(), 'roam-openapi-'))
const json = buildOpenApiDocument()
writeFileSync(join(dir, 'openapi.json'), json)
execFileSync('npx', ['openapi-typescript', join(dir, 'openapi.json'), '-o', join(dir, 'schema.d.ts')], {
  stdio: 'ignore',
})

const stale = [
  ['openapi/openapi.json', json],
  ['openapi/schema.d.ts', readFileSync(join(dir, 'schema.d.ts'), 'utf8')],
].filter(([file, fresh]) => readFileSync(file!, 'utf8') !== fresh)

if (stale.length > 0) {
  console.error(`Stale contract: ${stale.map(([file]) => file).join(', ')}. Run npm run openapi:generate and commit.`)
  process.exit(1)
}
console.log('openapi/openapi.json and openapi/schema.d.ts match the route schemas')
