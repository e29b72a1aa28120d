import type { RouteHandler } from '@hono/zod-openapi'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/app-env'
import { requireUser } from '../../http/authentication'
import { payoutProvider } from '../../providers/payouts/payouts'
import { getIban, saveIban } from '../../services/payouts/bank-accounts'
import { ownerPayins, ownerPayouts } from '../../services/payouts/payout-statements'
import { ownerStatementPdf, payinsCsv, payoutsCsv } from '../../services/payouts/owner-statements'
import { getTaxIdentification, setTaxIdentification } from '../../services/payouts/tax-identification'
import {
  addUbo,
  getUboDeclaration,
  listDeclarationUbos,
  submitUboDeclaration,
  updateUbo,
} from '../../services/payouts/ubo-declarations'
import type {
  addUboRoute,
  getIbanRoute,
  getTaxIdentificationRoute,
  getUboDeclarationRoute,
  exportPayinsRoute,
  exportPayoutsRoute,
  getStatementRoute,
  listPayinsRoute,
  listPayoutsRoute,
  listUbosRoute,
  saveIbanRoute,
  setTaxIdentificationRoute,
  submitUboDeclarationRoute,
  updateUboRoute,
} from './payouts.routes'

const provider = (c: Context<AppEnv>) => payoutProvider(c.var.db, c.var.env)

export const readIban: RouteHandler<typeof getIbanRoute, AppEnv> = async (c) =>
  c.json(await getIban(c.var.db, provider(c), requireUser(c)), 200)

export const addIban: RouteHandler<typeof saveIbanRoute, AppEnv> = async (c) =>
  c.json(await saveIban(c.var.db, provider(c), requireUser(c), c.req.valid('json')), 201)

export const readUboDeclaration: RouteHandler<typeof getUboDeclarationRoute, AppEnv> = async (c) =>
  c.json(await getUboDeclaration(c.var.db, provider(c), requireUser(c)), 200)

export const submitDeclaration: RouteHandler<typeof submitUboDeclarationRoute, AppEnv> = async (c) =>
  c.json(await submitUboDeclaration(c.var.db, provider(c), requireUser(c)), 200)

export const readUbos: RouteHandler<typeof listUbosRoute, AppEnv> = async (c) =>
  c.json(await listDeclarationUbos(c.var.db, provider(c), requireUser(c), c.req.valid('param').id), 200)

export const createUbo: RouteHandler<typeof addUboRoute, AppEnv> = async (c) =>
  c.json(await addUbo(c.var.db, provider(c), requireUser(c), c.req.valid('param').id, c.req.valid('json')), 201)

export const changeUbo: RouteHandler<typeof updateUboRoute, AppEnv> = async (c) => {
  const { id, uboId } = c.req.valid('param')
  return c.json(await updateUbo(c.var.db, provider(c), requireUser(c), id, uboId, c.req.valid('json')), 200)
}

export const readTaxIdentification: RouteHandler<typeof getTaxIdentificationRoute, AppEnv> = async (c) =>
  c.json(await getTaxIdentification(c.var.db, requireUser(c)), 200)

export const changeTaxIdentification: RouteHandler<typeof setTaxIdentificationRoute, AppEnv> = async (c) =>
  c.json(await setTaxIdentification(c.var.db, requireUser(c), c.req.valid('json')), 200)

export const readPayins: RouteHandler<typeof listPayinsRoute, AppEnv> = async (c) =>
  c.json(await ownerPayins(c.var.db, requireUser(c), c.req.valid('query').year), 200)

export const readPayouts: RouteHandler<typeof listPayoutsRoute, AppEnv> = async (c) =>
  c.json(await ownerPayouts(c.var.db, requireUser(c), c.req.valid('query').year), 200)

const CSV = 'text/csv; charset=utf-8'
// Private money files: downloaded, never sniffed or kept by a shared cache.
const attachment = (type: string, name: string) => ({
  'Content-Type': type,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'private, no-store',
  'X-Content-Type-Options': 'nosniff',
})

export const exportPayins: RouteHandler<typeof exportPayinsRoute, AppEnv> = async (c) => {
  const { year } = c.req.valid('query')
  return c.body(await payinsCsv(c.var.db, requireUser(c), year), 200, attachment(CSV, `roam-payins-${year}.csv`))
}

export const exportPayouts: RouteHandler<typeof exportPayoutsRoute, AppEnv> = async (c) => {
  const { year } = c.req.valid('query')
  return c.body(await payoutsCsv(c.var.db, requireUser(c), year), 200, attachment(CSV, `roam-payouts-${year}.csv`))
}

export const readStatement: RouteHandler<typeof getStatementRoute, AppEnv> = async (c) => {
  const { year } = c.req.valid('query')
  const pdf = await ownerStatementPdf(c.var.db, requireUser(c), year, c.var.env.BILLING_ISSUER)
  return c.body(new Uint8Array(pdf), 200, attachment('application/pdf', `roam-statement-${year}.pdf`))
}
