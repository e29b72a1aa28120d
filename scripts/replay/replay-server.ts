// A freshly seeded server in memory, for `npm run replay` and for each e2e worker (tests/e2e/support/worker-server.ts).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

export interface ReplayServer {
  baseURL: string
  /** Resolves once the server has exited and its port is free again. */
  stop: () => Promise<void>
}

/** `env`: settings added to the server's, e.g. where the SMS sandbox writes its texts. */
export async function startReplayServer(port: number, env: Record<string, string> = {}): Promise<ReplayServer> {
  if (!existsSync('dist/web/index.html')) throw new Error('no built web app in dist/web: run `npm run build` first')
  const baseURL = `http://localhost:${port}`
  const ping = () =>
    fetch(`${baseURL}/ping/front`).then(
      (answer) => answer.ok,
      () => false,
    )
  // A server left on the port would answer for the new one.
  if (await ping()) throw new Error(`port ${port} is taken: another server answers on ${baseURL}`)
  // One process (tsx as a loader, not a wrapper), in the caller's process group: an interrupted run stops it too.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      // Every password reset walk asks for its own link from this one address.
      PASSWORD_RESET_RATE_LIMIT_PER_IP: '1000',
      // The payment sandbox sends the browser back to PUBLIC_URL after 3-D Secure.
      PUBLIC_URL: baseURL,
      // Staff may run a booking's next timer now (the booking paths' timer events).
      REPLAY_CLOCK: '1',
      // Emails reach the mail sandbox (/sandbox/mail) within a second.
      MAIL_DELIVERY_INTERVAL_SECONDS: '1',
      ...env,
    },
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const orphaned = () => child.kill('SIGKILL')
  process.once('exit', orphaned)
  // Drained like a deployment would be, killed if still there in 10 s.
  const stop = async () => {
    process.off('exit', orphaned)
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(killer)
  }
  // Seeding the demo data takes seconds on an idle machine, far more on a busy one.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    if (await ping()) return { baseURL, stop }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  await stop()
  throw new Error(`the server did not answer on ${baseURL} within 180 s`)
}
