import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildConfigReference, CONFIG_GROUPS, CONFIG_REFERENCE_FILE } from '../../scripts/config-reference'
import { envSchema } from '../../src/server/env'

describe('configuration reference', () => {
  it('lists every setting once, with its default', async () => {
    const reference = await buildConfigReference()
    for (const key of Object.keys(envSchema.shape)) {
      expect(reference.match(new RegExp(`^\\| \`${key}\` +\\|`, 'gm')), key).toHaveLength(1)
    }
    expect(reference).toMatch(/^\| `PORT` +\| `3000` +\|/m)
    expect(reference).toMatch(/^\| `DATABASE_URL` +\| \(unset\) +\|/m)
    expect(reference).toMatch(/^\| `SINGLE_SIGN_ON` +\| `false` +\|/m)
    expect(reference).toMatch(/^\| `MAILING_LIST_IDS` +\| `2` +\|/m)
  })

  it('is committed as generated', async () => {
    expect(readFileSync(CONFIG_REFERENCE_FILE, 'utf8')).toBe(await buildConfigReference())
  })

  it('refuses a setting without a description or outside every group', async () => {
    const keys = CONFIG_GROUPS.flatMap((group) => group.keys)
    const described = Object.fromEntries(keys.map((key) => [key, z.string().optional().describe('x')]))
    await expect(buildConfigReference({ ...described, PORT: z.string() })).rejects.toThrow(
      'PORT has no .describe() in src/server/env.ts',
    )
    await expect(buildConfigReference({ ...described, NEW_SETTING: z.string().describe('x') })).rejects.toThrow(
      'NEW_SETTING is in no group',
    )
  })

  it('escapes a pipe in a description so the table keeps its columns', async () => {
    const keys = CONFIG_GROUPS.flatMap((group) => group.keys)
    const settings = Object.fromEntries(keys.map((key) => [key, z.string().optional().describe('x')]))
    const reference = await buildConfigReference({ ...settings, HOST: z.string().describe('a | b') })
    expect(reference).toMatch(/^\| `HOST` +\| \(required\) +\| a \\\| b +\|/m)
  })
})
