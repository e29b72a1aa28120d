import type { Env } from '../env'
import { publicConfig } from './public-config'

/** JSON that is safe inside a <script>: no "</script>" or "<!--" can end or bend it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** What GET /app-config.js answers: the configuration the web app reads as window.__ROAM_CONFIG__. */
export function configScript(env: Env): string {
  return `window.__ROAM_CONFIG__ = ${scriptJson(publicConfig(env))};`
}

/**
 * The script written into each page in place of index.html's <script src="/app-config.js">: the configuration, and API
 * answers the first render waits for, by path and query (src/web/lib/served-answers.ts). Each would otherwise cost a
 * round trip before the first paint, the answers only after the entry has run.
 */
export function bootScript(env: Env, served: Record<string, unknown>): string {
  const lines = [configScript(env)]
  if (Object.keys(served).length > 0) lines.push(`window.__ROAM_SERVED__ = ${scriptJson(served)};`)
  return lines.join('\n')
}
