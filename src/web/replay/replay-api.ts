// The ReplayApi of ui-script.ts, for the tab ("replay here") and for Node (`npm run replay`): the scripts' setups call
// the API as the demo accounts with tokens of their own, without cookies, so a tab's session is untouched.
import type { ReplayActor, ReplayApi, UiFile } from './ui-script'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts'

export function replayApi(baseURL: string, apiKey: string, clientId: string): ReplayApi {
  const tokens = new Map<string, Promise<string>>()
  const signIn = async (email: string) => {
    const body = new URLSearchParams({
      grant_type: 'password',
      username: email,
      password: DEMO_PASSWORD,
      client_id: clientId,
    })
    const answer = await fetch(new URL('/oauth/token/', baseURL), {
      method: 'POST',
      headers: { 'X-API-KEY': apiKey },
      body,
      credentials: 'omit',
    })
    if (!answer.ok) throw new Error(`signing in as ${email}: ${answer.status} ${await answer.text()}`)
    return ((await answer.json()) as { access_token: string }).access_token
  }
  const token = (email: string) => {
    if (!tokens.has(email)) tokens.set(email, signIn(email))
    return tokens.get(email)!
  }
  const visitorPost = async <T>(path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(new URL(path, baseURL), {
      method: 'POST',
      headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
      credentials: 'omit',
    })
    const text = await answer.text()
    if (!answer.ok) throw new Error(`POST ${path} as a visitor: ${answer.status} ${text}`)
    return (text ? JSON.parse(text) : undefined) as T
  }
  const page = async (path: string) => {
    const answer = await fetch(new URL(path, baseURL), { credentials: 'omit', cache: 'no-store' })
    if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`)
    return answer.text()
  }
  // The sandbox's own HTML escapes each character as &#NN;.
  const unescape = (html: string) => html.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
  return {
    visitor: { post: visitorPost },
    async sandboxMail(to, containing) {
      // Mail goes out from the outbox within a second or so of the request (MAIL_DELIVERY_INTERVAL_SECONDS).
      const read = new Map<string, string>()
      for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
        const rows = (await page('/sandbox/mail')).split('<tr>')
        for (const row of rows.filter((candidate) => unescape(candidate).includes(`<td>${to}</td>`))) {
          const id = /href="\/sandbox\/mail\/(\d+)"/.exec(row)?.[1]
          if (!id) continue
          if (!read.has(id))
            read.set(id, unescape(/<pre>([\s\S]*)<\/pre>/.exec(await page(`/sandbox/mail/${id}`))?.[1] ?? ''))
          if (containing.test(read.get(id)!)) return read.get(id)!
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      throw new Error(`no email to ${to} matching ${containing} in the mail sandbox`)
    },
    async answerSandbox(kind, transactionId, decision) {
      // The sandbox page's form, outside the API (no key, no account). A page with a return address answers with a
      // redirect to it: the answer is given then, so the redirect is not followed (a tab's fetch sees it as opaque).
      const url = new URL(`/sandbox/payments/${kind}/${encodeURIComponent(transactionId)}`, baseURL)
      const answer = await fetch(url, {
        method: 'POST',
        body: new URLSearchParams({ decision }),
        redirect: 'manual',
        credentials: 'omit',
      })
      if (!answer.ok && answer.type !== 'opaqueredirect' && answer.status !== 303) {
        throw new Error(
          `answering the sandbox ${kind} page of ${transactionId}: ${answer.status} ${await answer.text()}`,
        )
      }
    },
    as(actor: Exclude<ReplayActor, 'anonymous'>) {
      const email = DEMO_ACCOUNTS[actor]
      const call = async <T>(
        method: string,
        path: string,
        body?: unknown,
        extra: Record<string, string> = {},
      ): Promise<T> => {
        const headers: Record<string, string> = {
          ...extra,
          'X-API-KEY': apiKey,
          Authorization: `Bearer ${await token(email)}`,
        }
        // A form sets its own multipart content type (with the boundary).
        if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json'
        const payload = body === undefined || body instanceof FormData ? body : JSON.stringify(body)
        const answer = await fetch(new URL(path, baseURL), { method, headers, body: payload, credentials: 'omit' })
        const text = await answer.text()
        if (!answer.ok) throw new Error(`${method} ${path} as ${actor}: ${answer.status} ${text}`)
        return (text ? JSON.parse(text) : undefined) as T
      }
      return {
        get: <T>(path: string) => call<T>('GET', path),
        post: <T>(path: string, body?: unknown, headers?: Record<string, string>) =>
          call<T>('POST', path, body, headers),
        patch: <T>(path: string, body?: unknown) => call<T>('PATCH', path, body),
        delete: (path: string) => call<void>('DELETE', path),
        upload: <T>(path: string, field: string, file: UiFile, fields: Record<string, string> = {}) => {
          const form = new FormData()
          const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0))
          form.append(field, new File([bytes], file.name, { type: file.mimeType }))
          for (const [name, value] of Object.entries(fields)) form.append(name, value)
          return call<T>('POST', path, form)
        },
      }
    },
  }
}
