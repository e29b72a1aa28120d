// Writes docs/configuration.md from the settings' descriptions in src/server/env.ts.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { buildConfigReference, CONFIG_REFERENCE_FILE } from './config-reference'

mkdirSync(dirname(CONFIG_REFERENCE_FILE), { recursive: true })
writeFileSync(CONFIG_REFERENCE_FILE, await buildConfigReference())
console.log(`${CONFIG_REFERENCE_FILE} written`)
