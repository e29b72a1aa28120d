import type { Context, MiddlewareHandler } from 'hono'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import type { Env } from '../env'

/**
 * The security headers of every answer (HTML, API, files): no MIME sniffing, never framed by another site (clickjacking),
 * a referrer that leaves the site as its origin only, the browser features the app does not use turned off, and HSTS
 * once the public address is https. Resource and embedder policies stay off: e-mails and other sites may show Roam's
 * listing photos.
 *
 * Scripts run only from Roam's own origin or inline with this answer's nonce (the configuration and answers the server
 * writes into a page, the API reference's start), so an injected <script> or event handler does not run; the chatbot's
 * script origin is allowed when one is configured, and MapLibre's workers start from blob: URLs.
 */
export function securityHeaders(env: Pick<Env, 'PUBLIC_URL' | 'CHATBOT_SCRIPT_URL'>): MiddlewareHandler {
  const https = new URL(env.PUBLIC_URL).protocol === 'https:'
  const chatbot = env.CHATBOT_SCRIPT_URL ? [new URL(env.CHATBOT_SCRIPT_URL).origin] : []
  return secureHeaders({
    contentSecurityPolicy: {
      scriptSrc: ["'self'", NONCE, ...chatbot],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
    // Hosted payment pages (wallets, 3-D Secure) may open a window that reports back.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: {
      camera: [],
      microphone: [],
      usb: [],
      payment: [],
      // "Around me" on the search page asks for the position.
      geolocation: ['self'],
      clipboardWrite: ['self'],
    },
  })
}

/** The nonce of this answer's Content-Security-Policy: an inline <script> the server writes carries it. */
export const scriptNonce = (c: Context) => {
  const nonce = (c.var as { secureHeadersNonce?: string }).secureHeadersNonce
  if (!nonce) throw new Error('securityHeaders() must run before a page with inline scripts is written')
  return nonce
}
