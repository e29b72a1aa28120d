import Cookies from 'js-cookie'

type CookieAttributes = NonNullable<Parameters<typeof Cookies.set>[2]>

// Spec 1 §9: token cookies, secure, same-site lax, path /.
const ACCESS_TOKEN = 'access_token'
const REFRESH_TOKEN = 'refresh_token'
const LOGGED_IN = 'logged_in'
const REFRESH_TOKEN_DAYS = 30

export interface StoredTokens {
  accessToken: string | null
  refreshToken: string | null
}

/** The token endpoint's answer (spec 1 §3 Session token response). */
export interface TokenResponse {
  access_token: string
  refresh_token: string
  expires_in: number
}

/**
 * Secure everywhere a browser honours it: https, and http://localhost (Chrome treats it as secure).
 * Only plain http on another host (jsdom tests, a LAN preview) would drop Secure cookies entirely.
 */
export function attributes(expires: number | Date): CookieAttributes {
  const { protocol, hostname } = window.location
  const secure = protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1'
  return { expires, path: '/', sameSite: 'Lax', secure }
}

export function readTokens(): StoredTokens {
  return { accessToken: Cookies.get(ACCESS_TOKEN) ?? null, refreshToken: Cookies.get(REFRESH_TOKEN) ?? null }
}

export function storeTokens(tokens: TokenResponse): void {
  Cookies.set(ACCESS_TOKEN, tokens.access_token, attributes(new Date(Date.now() + tokens.expires_in * 1000)))
  Cookies.set(REFRESH_TOKEN, tokens.refresh_token, attributes(REFRESH_TOKEN_DAYS))
  Cookies.set(LOGGED_IN, 'true', attributes(REFRESH_TOKEN_DAYS))
}

export function clearLoggedInFlag(): void {
  Cookies.remove(LOGGED_IN, { path: '/' })
}

/** An access token the server refused: without it, the next request refreshes first (spec 1 §4). */
export function clearAccessToken(): void {
  Cookies.remove(ACCESS_TOKEN, { path: '/' })
}

export function clearTokens(): void {
  for (const name of [ACCESS_TOKEN, REFRESH_TOKEN, LOGGED_IN]) Cookies.remove(name, { path: '/' })
}

export function isLoggedIn(): boolean {
  return Cookies.get(LOGGED_IN) === 'true'
}
