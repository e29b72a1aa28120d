import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DetailErrorSchema, FieldErrorsSchema, OAuthErrorSchema } from '../../../src/server/http/openapi-helpers'
import { contractOperations, type ContractOperation } from '../support/openapi-operations'
import { createTestApp, TEST_DATABASES, type TestApp } from '../support/test-app'
import { badRequestFor, type BadRequest } from './arbitraries'
import { actorFor, buildWorld, type World } from './world'

/**
 * Bad input: every operation of the contract gets random and malformed path parameters, query strings
 * and bodies. It must never answer 5xx, every 4xx body is one of the spec's error shapes, and a refused request
 * writes nothing. FUZZ_RUNS sets the cases per operation (15 by default; e.g. FUZZ_RUNS=500 for a deeper run),
 * FUZZ_SEED replays the seed a failure printed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 15)
/** The seed a failure printed, to replay it (with `-t '<METHOD> <path>'` to run that operation alone). */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined

/** Spec 2 §8's booking price errors: the one shape of `ErrorBody` that openapi-helpers.ts leaves to the routes declaring it. */
const PriceErrorsSchema = z
  .object({
    __all__: z
      .array(z.looseObject({ code: z.union([z.number(), z.string()]), key: z.string(), message: z.string() }))
      .min(1),
  })
  .strict()

const ErrorBodySchema = z.union([DetailErrorSchema, OAuthErrorSchema, FieldErrorsSchema, PriceErrorsSchema])

const operations = contractOperations()

function urlOf(operation: ContractOperation, world: World, sent: BadRequest) {
  const path = operation.path.replace(
    /\{(\w+)\}/g,
    (_, name: string) => sent.pathValues?.[name] ?? encodeURIComponent(world.pathValue(operation, name)),
  )
  return sent.query ? `${path}?${sent.query}` : path
}

describe.each(TEST_DATABASES)('bad input on every operation (%s)', (kind) => {
  let t: TestApp
  let world: World
  beforeAll(async () => {
    t = await createTestApp(kind)
    world = await buildWorld(t)
  }, 180_000)
  afterAll(() => t.close())

  it.each(operations.map((operation) => [`${operation.method.toUpperCase()} ${operation.path}`, operation] as const))(
    '%s: never a 5xx, errors in the spec shapes, nothing written when refused',
    async (_, operation) => {
      await fc.assert(
        fc.asyncProperty(badRequestFor(operation), fc.boolean(), async (sent, anonymous) => {
          const token = operation.isPublic && anonymous ? undefined : world.tokens[actorFor(operation)]
          const headers = new Headers()
          if (sent.body?.contentType) headers.set('Content-Type', sent.body.contentType)
          const before = await world.snapshot()
          const response = await t.request(urlOf(operation, world, sent), {
            method: operation.method.toUpperCase(),
            token,
            headers,
            body: sent.body?.payload,
          })
          const text = await response.text()
          const context = `${operation.method.toUpperCase()} ${urlOf(operation, world, sent).slice(0, 200)} (${sent.kind.slice(0, 120)}) → ${response.status} ${text.slice(0, 300)}`
          expect(response.status, context).toBeLessThan(500)
          if (response.status < 400) return
          let body: unknown
          try {
            body = JSON.parse(text)
          } catch {
            expect.fail(`not a JSON error body: ${context}`)
          }
          expect(ErrorBodySchema.safeParse(body).success, `not an error shape of the spec: ${context}`).toBe(true)
          expect(await world.snapshot(), `a refused request wrote rows: ${context}`).toEqual(before)
        }),
        { numRuns: RUNS, seed: SEED },
      )
    },
    120_000,
  )
})
