import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract, contractOperations, fillPath, type ContractOperation } from '../support/openapi-operations'
import { createTestApp, type TestApp } from '../support/test-app'
import { AUTHORIZATION_MATRIX, type MatrixRow, type Outcome } from './authorization-matrix'
import { ACTORS, buildWorld, signInAfresh, type Actor, type World } from './authorization-world'
import { minimalBody, sampleValue } from './minimal-bodies'

const keyOf = (operation: ContractOperation) => `${operation.method.toUpperCase()} ${operation.path}`

// Reads first, then writes, then deletions, then the rows that end sessions or a booking: each call finds the world whole.
const PHASES: Record<ContractOperation['method'], number> = { get: 0, post: 1, put: 1, patch: 1, delete: 2 }
const phaseOf = (operation: ContractOperation, row: MatrixRow) =>
  row.endsSession ? 4 : row.last ? 3 : PHASES[operation.method]

const operations = contractOperations()
const declared = operations
  .filter((operation) => AUTHORIZATION_MATRIX[keyOf(operation)])
  .map((operation) => ({ operation, row: AUTHORIZATION_MATRIX[keyOf(operation)]! }))
  .sort((a, b) => phaseOf(a.operation, a.row) - phaseOf(b.operation, b.row))

function expected(operation: ContractOperation, row: MatrixRow, actor: Actor): Outcome {
  const cell = row.cells?.[actor]
  if (cell) return cell
  if (actor === 'anonymous' && operation.requiresUser) return 'unauth'
  return (row.allow ?? ACTORS).includes(actor) ? 'ok' : (row.deny ?? 'hidden')
}

function outcomeOf(status: number): Outcome | `status ${number}` {
  if (status === 401) return 'unauth'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'hidden'
  if ((status >= 200 && status < 300) || [400, 402, 405, 409, 410, 422].includes(status)) return 'ok'
  return `status ${status}`
}

/** Path parameters the row does not fill take the contract's example (public media names, slugs). */
function pathValues(operation: ContractOperation, row: MatrixRow, world: World) {
  const parameters = contract.paths[operation.path]?.[operation.method]?.parameters ?? []
  const examples = Object.fromEntries(
    parameters
      .filter((parameter) => parameter.in === 'path')
      .map((parameter) => [parameter.name, String(sampleValue(parameter.schema ?? {}))]),
  )
  return { ...examples, ...row.params?.(world) }
}

/** Required header parameters (an Idempotency-Key) from their examples, unique per call so no call replays another. */
function headerValues(operation: ContractOperation) {
  const parameters = contract.paths[operation.path]?.[operation.method]?.parameters ?? []
  return Object.fromEntries(
    parameters
      .filter((parameter) => parameter.in === 'header' && parameter.required)
      .map((parameter) => [
        parameter.name,
        `${String(sampleValue(parameter.schema ?? {}))}-${Math.random().toString(36).slice(2, 10)}`,
      ]),
  )
}

function queryString(operation: ContractOperation, row: MatrixRow, world: World) {
  const required = operation.queryParams
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, String(sampleValue(parameter.schema))])
  const query = new URLSearchParams([
    ...required,
    ...Object.entries(row.query?.(world) ?? {}).map(([name, value]) => [name, String(value)]),
  ])
  const text = query.toString()
  return text ? `?${text}` : ''
}

// Tables a refused call may still write without touching anything of anyone else's: sign-in bookkeeping, analytics,
// and the caller's own Idempotency-Key record (keyed by user), which replays even a refusal.
const UNWATCHED_TABLES = new Set(['login_attempts', 'analytics_events', 'idempotency_keys'])

/** One digest per table, so a refused write that changed anything names the table it changed. */
async function snapshot(t: TestApp, tables: string[]): Promise<Record<string, string>> {
  const columns = tables.map(
    (table) => `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${table}" x) AS "${table}"`,
  )
  const result = (await t.db.execute(sql.raw(`SELECT ${columns.join(', ')}`))) as unknown as {
    rows: Array<Record<string, string>>
  }
  return result.rows[0]!
}

// Every operation of the contract × anonymous, guest, other guest, owner, other owner and staff.
// PGlite only: ~1,200 calls on one database is the whole budget of a server test file.
describe('authorization matrix (pglite)', () => {
  let t: TestApp
  let world: World
  let tables: string[]

  beforeAll(async () => {
    t = await createTestApp('pglite', { DATA_DIR: 'memory://' })
    world = await buildWorld(t)
    const listed = (await t.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    )) as unknown as { rows: Array<{ table_name: string }> }
    tables = listed.rows
      .map((row) => row.table_name)
      .filter((name) => !UNWATCHED_TABLES.has(name))
      .sort()
  }, 240_000)
  afterAll(() => t.close())

  it('declares every operation of the contract, and nothing else', () => {
    const keys = new Set(operations.map(keyOf))
    expect(operations.map(keyOf).filter((key) => !AUTHORIZATION_MATRIX[key])).toEqual([])
    expect(Object.keys(AUTHORIZATION_MATRIX).filter((key) => !keys.has(key))).toEqual([])
  })

  it.each(declared.map(({ operation, row }) => [keyOf(operation), operation, row] as const))(
    '%s',
    async (_, operation, row) => {
      const path = fillPath(operation.path, pathValues(operation, row, world)) + queryString(operation, row, world)
      // Refused callers go first, so the allowed ones cannot have changed or removed what they aim at.
      const actors = [...ACTORS].sort(
        (a, b) => Number(expected(operation, row, a) === 'ok') - Number(expected(operation, row, b) === 'ok'),
      )
      const differences: string[] = []
      if (row.endsSession) await signInAfresh(t, world)
      // A write's refused callers come first: the state after one is the state before the next.
      let before = operation.method !== 'get' ? await snapshot(t, tables) : undefined
      for (const actor of actors) {
        const want = expected(operation, row, actor)
        const response = await t.request(path, {
          method: operation.method.toUpperCase(),
          token: actor === 'anonymous' ? undefined : world.tokens[actor],
          headers: headerValues(operation),
          ...minimalBody(operation, row.body?.(world)),
        })
        const got = outcomeOf(response.status)
        if (got !== want)
          differences.push(`${actor}: expected ${want}, got ${got} ${(await response.text()).slice(0, 160)}`)
        if (before && want !== 'ok') {
          const after = await snapshot(t, tables)
          const changed = tables.filter((table) => before![table] !== after[table])
          if (changed.length > 0) differences.push(`${actor}: refused, yet changed ${changed.join(', ')}`)
          before = after
        }
      }
      expect(differences).toEqual([])
    },
  )
})
