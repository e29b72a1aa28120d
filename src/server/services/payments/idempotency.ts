import { createHash } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Database } from '../../db/client'
import type { PaymentResultBody } from './payment-views'
import { idempotencyKeys, payments } from '../../db/schema'
import { ApiError, type ErrorBody } from '../../http/api-error'
import { paymentOutcome, reconcilePayment, type PaymentDeps } from './payments'

/** The first answer to an idempotent request: the result, or the error (its status is response_status). */
type StoredIdempotentResponse = { kind: 'result'; body: PaymentResultBody } | { kind: 'error'; body: ErrorBody }

/** What makes two requests "the same" for a key: method, path and body. */
export const requestHash = (method: string, path: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${path}\n${JSON.stringify(body)}`)
    .digest('hex')

/**
 * Runs a money-moving request once per (user, Idempotency-Key). A retry gets the first answer back
 * (the result, or the same error);
 * a retry while the first request is still running gets 409 REQUEST_IN_PROGRESS, unless it has been
 * running longer than `reconcileAfterMs` (its process died): then its payment is reconciled with the
 * provider, or, when it never got as far as a payment, the request runs again.
 */
export async function withIdempotencyKey(
  deps: PaymentDeps & { reconcileAfterMs: number },
  userId: number,
  key: string,
  hash: string,
  run: (attachPayment: (paymentId: number, tx: Database) => Promise<void>) => Promise<PaymentResultBody>,
): Promise<PaymentResultBody> {
  const { db } = deps
  const match = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))
  const [created] = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash: hash })
    .onConflictDoNothing()
    .returning()
  let paymentId: number | null = null
  if (!created) {
    const [existing] = await db.select().from(idempotencyKeys).where(match)
    if (existing!.requestHash !== hash) {
      throw new ApiError(422, {
        detail: 'This Idempotency-Key was used for another request.',
        code: 'IDEMPOTENCY_KEY_REUSED',
      })
    }
    const stored = existing!.responseBody as StoredIdempotentResponse | null
    if (stored?.kind === 'result') return stored.body
    if (stored?.kind === 'error') throw new ApiError(existing!.responseStatus as ContentfulStatusCode, stored.body)
    if (Date.now() - existing!.createdAt.getTime() < deps.reconcileAfterMs) {
      throw new ApiError(409, {
        detail: 'A request with this Idempotency-Key is still in progress.',
        code: 'REQUEST_IN_PROGRESS',
      })
    }
    // Take the abandoned request over; a concurrent retry doing the same loses this update.
    const [claimed] = await db
      .update(idempotencyKeys)
      .set({ createdAt: new Date() })
      .where(
        and(
          match,
          isNull(idempotencyKeys.completedAt),
          sql`${idempotencyKeys.createdAt} <= now() - make_interval(secs => ${deps.reconcileAfterMs / 1000})`,
        ),
      )
      .returning()
    if (!claimed)
      throw new ApiError(409, {
        detail: 'A request with this Idempotency-Key is still in progress.',
        code: 'REQUEST_IN_PROGRESS',
      })
    paymentId = claimed.paymentId
  }

  const store = async (status: number, body: StoredIdempotentResponse) => {
    await db
      .update(idempotencyKeys)
      .set({ responseStatus: status, responseBody: body, completedAt: new Date() })
      .where(match)
  }
  const storeResult = async (body: PaymentResultBody) => {
    await store(200, { kind: 'result', body })
    return body
  }
  try {
    if (paymentId !== null) {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId))
      return await storeResult(await paymentOutcome(db, await reconcilePayment(deps, payment!)))
    }
    // Written with the payment, in its transaction: no moment exists where the payment is there and its key does not know it.
    return await storeResult(
      await run(async (id, tx) => {
        await tx.update(idempotencyKeys).set({ paymentId: id }).where(match)
        paymentId = id
      }),
    )
  } catch (error) {
    // A refusal is an answer too: the retry gets it again. A failure with the outcome unknown stays open for a retry.
    if (error instanceof ApiError && error.status < 500) await store(error.status, { kind: 'error', body: error.body })
    else if (paymentId === null) await db.delete(idempotencyKeys).where(match)
    throw error
  }
}
