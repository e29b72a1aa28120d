import type { OpenAPIHono } from '@hono/zod-openapi'
import type { AppEnv } from '../../http/app-env'
import {
  completeSandboxTransaction,
  receiveSandboxWire,
  sandboxPageKind,
  sandboxTransaction,
  sandboxWalletByIban,
} from '../../providers/payments/sandbox-payments'
import type { PaymentSandboxWalletRow } from '../../db/schema'
import { toDecimal } from '../../services/listings/money'

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const TITLES = {
  '3ds': '3-D Secure authentication',
  hosted: 'Payment page',
  mobile: 'Confirm on your phone',
  transfer: 'Incoming bank transfer',
} as const

/** The buttons: a transfer is not approved by the guest, its wire arrives (or never does) at the escrow account. */
const decisions = (kind: keyof typeof TITLES) =>
  kind === 'transfer'
    ? '<button name="decision" value="approve">The wire arrives</button><button name="decision" value="fail">No wire arrives</button>'
    : '<button name="decision" value="approve">Approve</button><button name="decision" value="fail">Fail</button>'

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)} · Payment sandbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#1d1d1f}
.badge{display:inline-block;background:#fde68a;border-radius:4px;padding:2px 6px;font-size:.8rem}
button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:6px;border:1px solid #888;cursor:pointer}
button[value=approve]{background:#166534;color:#fff;border-color:#166534}</style></head>
<body><p class="badge">Sandbox: no real money moves</p><h1>${escape(title)}</h1>${body}</body></html>`
}

const WIRE_TITLE = 'Incoming wire to a wallet'

function walletPage(wallet: PaymentSandboxWalletRow, note = '') {
  return page(
    WIRE_TITLE,
    `<p>Wallet of <strong>${escape(wallet.holder)}</strong>, IBAN <code>${escape(wallet.iban)}</code>: it holds <strong>${toDecimal(wallet.balance)} ${escape(wallet.currency)}</strong>.</p>${note}
<form method="post"><label>Amount wired (${escape(wallet.currency)}) <input name="amount" inputmode="decimal" required pattern="\\d+([.,]\\d{1,2})?"></label>
<p><button name="decision" value="approve">The wire arrives</button></p></form>`,
  )
}

/** A wire amount as typed ("120", "85.5", "85,50") in minor units; null when it is not a positive amount. */
function wiredAmount(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,7}([.,]\d{1,2})?$/.test(value.trim())) return null
  const minor = Math.round(Number(value.trim().replace(',', '.')) * 100)
  return minor > 0 ? minor : null
}

/**
 * The sandbox's side of a guest's wallet (the bank transfer wallet): the page of the bank a wire to the wallet's IBAN
 * comes from. The tester types an amount; the wire credits the wallet, which pays the payments waiting on it.
 */
function registerWalletWirePages(app: OpenAPIHono<AppEnv>) {
  app.get('/sandbox/payments/wallet/:iban', async (c) => {
    if (c.var.env.PAYMENT_PROVIDER !== 'sandbox') return c.notFound()
    const wallet = await sandboxWalletByIban(c.var.db, c.req.param('iban'))
    return wallet ? c.html(walletPage(wallet)) : c.notFound()
  })

  app.post('/sandbox/payments/wallet/:iban', async (c) => {
    if (c.var.env.PAYMENT_PROVIDER !== 'sandbox') return c.notFound()
    const wallet = await sandboxWalletByIban(c.var.db, c.req.param('iban'))
    if (!wallet) return c.notFound()
    const amount = wiredAmount((await c.req.parseBody()).amount)
    if (amount === null) return c.json({ amount: ['Type a positive amount, e.g. 120.50.'] }, 400)
    const credited = (await receiveSandboxWire(c.var.db, wallet.id, amount))!
    return c.html(
      walletPage(credited, `<p role="status">A wire of ${toDecimal(amount)} ${escape(credited.currency)} arrived.</p>`),
    )
  })
}

/**
 * The pages of the built-in payment sandbox, standing in for the bank's 3-D Secure page, a wallet's
 * hosted page, the mbway app and the bank a transfer comes from: Approve or Fail, then back to the payment's return URL with
 * ?transactionId=. Outside the API (browsers open them without the API key); 404 with another provider.
 */
export function registerPaymentSandboxPages(app: OpenAPIHono<AppEnv>) {
  registerWalletWirePages(app)
  app.get('/sandbox/payments/:kind/:id', async (c) => {
    if (c.var.env.PAYMENT_PROVIDER !== 'sandbox') return c.notFound()
    const row = await sandboxTransaction(c.var.db, c.req.param('id'))
    if (!row || sandboxPageKind(row) !== c.req.param('kind')) return c.notFound()
    const title = TITLES[sandboxPageKind(row)]
    const what = `<p>${escape(row.method)} payment of <strong>${toDecimal(row.amount)} ${escape(row.currency)}</strong>.</p>`
    if (row.status !== 'CREATED')
      return c.html(
        page(
          title,
          `${what}<p>This payment is ${escape(row.status.toLowerCase())}${row.resultCode ? ` (${escape(row.resultCode)})` : ''}.</p>`,
        ),
      )
    return c.html(page(title, `${what}<form method="post">${decisions(sandboxPageKind(row))}</form>`))
  })

  app.post('/sandbox/payments/:kind/:id', async (c) => {
    if (c.var.env.PAYMENT_PROVIDER !== 'sandbox') return c.notFound()
    const form = await c.req.parseBody()
    if (form.decision !== 'approve' && form.decision !== 'fail')
      return c.json({ decision: ['Choose approve or fail.'] }, 400)
    const done = await completeSandboxTransaction(c.var.db, c.req.param('id'), form.decision === 'approve')
    if (!done || sandboxPageKind(done.row) !== c.req.param('kind')) return c.notFound()
    if (done.returnTo) return c.redirect(done.returnTo, 303)
    return c.html(
      page(
        TITLES[sandboxPageKind(done.row)],
        `<p>This payment is ${escape(done.row.status.toLowerCase())}. You can close this page.</p>`,
      ),
    )
  })
}
