import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { Env } from '../env'

/**
 * The security headers of every answer (HTML, API, files): no MIME sniffing, never framed by another site (clickjacking),
 * a referrer that leaves the site as its origin only, the browser features the app does not use turned off, and HSTS
 * once the public address is https. Resource and embedder policies stay off: e-mails and other sites may show Roam's
 * listing photos.
 */
export function securityHeaders(env: Pick<Env, 'PUBLIC_URL'>): MiddlewareHandler {
  const https = new URL(env.PUBLIC_URL).protocol === 'https:'
  return secureHeaders({
    contentSecurityPolicy: { frameAncestors: ["'none'"] },
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
