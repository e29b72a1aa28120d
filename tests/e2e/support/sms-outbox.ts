import { existsSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Where the SMS sandbox of the e2e server on `port` appends the texts it "sends" (SMS_SANDBOX_OUTBOX_FILE, set in worker-server.ts). */
export const smsOutboxFile = (port: number) => join(tmpdir(), `roam-e2e-sms-${port}.jsonl`)

/** The last code texted to `phone`, or undefined. */
export function lastCodeSentTo(file: string, phone: string): string | undefined {
  if (!existsSync(file)) return undefined
  const texts = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { to: string; body: string })
    .filter((text) => text.to === phone)
  return /code: (\d{6})/.exec(texts.at(-1)?.body ?? '')?.[1]
}
