// The ReplayApi of src/web/replay/ui-script.ts for Node: fetch against the server, signed in as the demo accounts.
import type { ReplayActor, ReplayApi } from '../../src/web/replay/ui-script'

export const DEMO_PASSWORD = 'roam-demo-2026'
export const DEMO_ACCOUNTS: Record<Exclude<ReplayActor, 'anonymous'>, string> = {
  guest: 'guest@roam.test',
  owner: 'owner@roam.test',
  staff: 'staff@roam.test',
}
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
        if (body !== undefined) headers['Content-Type'] = 'application/json'
        const answer = await fetch(new URL(path, baseURL), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })
        const text = await answer.text()
        if (!answer.ok) throw new Error(`${method} ${path} as ${actor}: ${answer.status} ${text}`)
        return (text ? JSON.parse(text) : undefined) as T
      }
      return {
        get: <T>(path: string) => call<T>('GET', path),
        post: <T>(path: string, body?: unknown) => call<T>('POST', path, body),
        patch: <T>(path: string, body?: unknown) => call<T>('PATCH', path, body),
      }
    },
  }
}
