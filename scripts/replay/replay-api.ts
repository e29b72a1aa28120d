// The ReplayApi of src/web/replay/ui-script.ts for Node: fetch against the server, signed in as the demo accounts.
import type { ReplayApi, UiFile } from '../../src/web/replay/ui-script'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/web/replay/demo-accounts'

export { DEMO_ACCOUNTS, DEMO_PASSWORD }
const API_KEY = { 'X-API-KEY': 'roam-public-web-key' }

export function nodeReplayApi(baseURL: string): ReplayApi {
  const tokens = new Map<string, Promise<string>>()
  const signIn = async (email: string) => {
    const body = new URLSearchParams({ grant_type: 'password', username: email, password: DEMO_PASSWORD, client_id: 'roam-web' })
    const answer = await fetch(new URL('/oauth/token/', baseURL), { method: 'POST', headers: API_KEY, body })
    if (!answer.ok) throw new Error(`signing in as ${email}: ${answer.status} ${await answer.text()}`)
    return ((await answer.json()) as { access_token: string }).access_token
  }
  const token = (email: string) => {
    if (!tokens.has(email)) tokens.set(email, signIn(email))
    return tokens.get(email)!
  }
  return {
    as(actor) {
      const email = DEMO_ACCOUNTS[actor]
      const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
        const headers: Record<string, string> = { ...API_KEY, Authorization: `Bearer ${await token(email)}` }
        // A form sets its own multipart content type (with the boundary).
        if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json'
        const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body)
        const answer = await fetch(new URL(path, baseURL), { method, headers, body: payload })
        const text = await answer.text()
        if (!answer.ok) throw new Error(`${method} ${path} as ${actor}: ${answer.status} ${text}`)
        return (text ? JSON.parse(text) : undefined) as T
      }
      return {
        get: <T>(path: string) => call<T>('GET', path),
        post: <T>(path: string, body?: unknown) => call<T>('POST', path, body),
        patch: <T>(path: string, body?: unknown) => call<T>('PATCH', path, body),
        delete: (path: string) => call<void>('DELETE', path),
        upload: <T>(path: string, field: string, file: UiFile, fields: Record<string, string> = {}) => {
          const form = new FormData()
          form.append(field, new File([Buffer.from(file.base64, 'base64')], file.name, { type: file.mimeType }))
          for (const [name, value] of Object.entries(fields)) form.append(name, value)
          return call<T>('POST', path, form)
        },
      }
    },
  }
}
