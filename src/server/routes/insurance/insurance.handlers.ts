import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { rentalCoverProvider } from '../../providers/rental-cover/rental-cover'
import { RentalCoverUnavailableError } from '../../providers/rental-cover/rental-cover-provider'
import { rentalCoverUnavailable } from '../../services/booking-prices/booking-prices'
import {
  bookingConditionsDocument,
  camperConditionsDocument,
  getBookingConditions,
  getCamperConditions,
  saveBookingConditions,
  saveCamperConditions,
  type StoredDocument,
  type UploadedDocument,
} from '../../services/insurance/insurance-conditions'
import { getInsurance, insuranceChoices, similarInsurances } from '../../services/insurance/insurances'
import { toDecimal } from '../../../domain/stay-price'
import type {
  bookingConditionsDocumentRoute,
  camperConditionsDocumentRoute,
  createBookingConditionsRoute,
  createCamperConditionsRoute,
  getBookingConditionsRoute,
  getCamperConditionsRoute,
  getInsuranceRoute,
  insuranceChoicesRoute,
  rentalCoverConditionsRoute,
  similarInsurancesRoute,
  updateBookingConditionsRoute,
  updateCamperConditionsRoute,
} from './insurance.routes'

const actorOf = (c: Context<AppEnv>) => ({ userId: requireUser(c), isStaff: c.var.isStaff })
const upload = async (file: File | undefined): Promise<UploadedDocument | undefined> =>
  file ? { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) } : undefined
/** '800.00' → 80000 minor units. */
const minorUnits = (amount: string | undefined) => (amount === undefined ? undefined : Math.round(Number(amount) * 100))

export const insuranceChoicesHandler: RouteHandler<typeof insuranceChoicesRoute, AppEnv> = async (c) => {
  const { camper_id: camperId, date_from: from, date_to: to } = c.req.valid('query')
  return c.json(await insuranceChoices(c.var.db, camperId, from, to), 200)
}

export const similarInsurancesHandler: RouteHandler<typeof similarInsurancesRoute, AppEnv> = async (c) => {
  return c.json(await similarInsurances(c.var.db, c.req.valid('param').slug), 200)
}

export const getInsuranceHandler: RouteHandler<typeof getInsuranceRoute, AppEnv> = async (c) => {
  return c.json(await getInsurance(c.var.db, c.req.valid('param').slug), 200)
}

export const getBookingConditionsHandler: RouteHandler<typeof getBookingConditionsRoute, AppEnv> = async (c) => {
  return c.json(await getBookingConditions(c.var.db, c.req.valid('param').id, actorOf(c)), 200)
}

export const createBookingConditionsHandler: RouteHandler<typeof createBookingConditionsRoute, AppEnv> = async (c) => {
  const { document, ...fields } = c.req.valid('form')
  return c.json(
    await saveBookingConditions(
      c.var.db,
      c.req.valid('param').id,
      actorOf(c),
      { ...fields, document: await upload(document) },
      'create',
    ),
    200,
  )
}

export const updateBookingConditionsHandler: RouteHandler<typeof updateBookingConditionsRoute, AppEnv> = async (c) => {
  const { document, ...fields } = c.req.valid('form')
  return c.json(
    await saveBookingConditions(
      c.var.db,
      c.req.valid('param').id,
      actorOf(c),
      { ...fields, document: await upload(document) },
      'update',
    ),
    200,
  )
}

export const getCamperConditionsHandler: RouteHandler<typeof getCamperConditionsRoute, AppEnv> = async (c) => {
  return c.json(await getCamperConditions(c.var.db, c.req.valid('param').id), 200)
}

export const createCamperConditionsHandler: RouteHandler<typeof createCamperConditionsRoute, AppEnv> = async (c) => {
  const { document, deductible, ...fields } = c.req.valid('form')
  const input = { ...fields, deductible: minorUnits(deductible), document: await upload(document) }
  return c.json(await saveCamperConditions(c.var.db, c.req.valid('param').id, actorOf(c), input, 'create'), 200)
}

export const updateCamperConditionsHandler: RouteHandler<typeof updateCamperConditionsRoute, AppEnv> = async (c) => {
  const { document, deductible, ...fields } = c.req.valid('form')
  const input = { ...fields, deductible: minorUnits(deductible), document: await upload(document) }
  return c.json(await saveCamperConditions(c.var.db, c.req.valid('param').id, actorOf(c), input, 'update'), 200)
}

export const rentalCoverConditionsHandler: RouteHandler<typeof rentalCoverConditionsRoute, AppEnv> = async (c) => {
  try {
    const conditions = await rentalCoverProvider(c.var.env).conditions()
    return c.json(
      {
        provider: conditions.provider,
        title: conditions.title,
        summary: conditions.summary,
        max_cover: toDecimal(conditions.maxCover),
        currency: conditions.currency,
        document_url: conditions.documentUrl,
        claims_phone: conditions.claimsPhone,
      },
      200,
    )
  } catch (error) {
    if (error instanceof RentalCoverUnavailableError) throw rentalCoverUnavailable()
    throw error
  }
}

/** The stored file as a download, never rendered inline (it is user content). */
const download = (c: Context<AppEnv>, document: StoredDocument) =>
  c.body(new Uint8Array(document.bytes), 200, {
    'Content-Type': document.type,
    'Content-Disposition': `attachment; filename="${document.name.replace(/[^\w.-]/g, '_')}"`,
    'X-Content-Type-Options': 'nosniff',
  })

export const bookingConditionsDocumentHandler: RouteHandler<typeof bookingConditionsDocumentRoute, AppEnv> = async (
  c,
) => {
  return download(c, await bookingConditionsDocument(c.var.db, c.req.valid('param').id, actorOf(c)))
}

export const camperConditionsDocumentHandler: RouteHandler<typeof camperConditionsDocumentRoute, AppEnv> = async (
  c,
) => {
  return download(c, await camperConditionsDocument(c.var.db, c.req.valid('param').id, actorOf(c)))
}
