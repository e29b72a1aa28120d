// Fails when docs/configuration.md is not what the settings in src/server/env.ts generate.
import { existsSync, readFileSync } from 'node:fs'
import { buildConfigReference, CONFIG_REFERENCE_FILE } from './config-reference'

const fresh = await buildConfigReference()
if (!existsSync(CONFIG_REFERENCE_FILE) || readFileSync(CONFIG_REFERENCE_FILE, 'utf8') !== fresh) {
  console.error(`Stale configuration reference: ${CONFIG_REFERENCE_FILE}. Run npm run config:generate and commit.`)
  process.exit(1)
}
console.log(`${CONFIG_REFERENCE_FILE} matches the settings in src/server/env.ts`)
