// A freshly seeded server for `npm run replay`, started as playwright.config.ts's webServer starts one.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

export interface ReplayServer {
  baseURL: string
  stop: () => void
}

export async function startReplayServer(port: number): Promise<ReplayServer> {
  if (!existsSync('dist/web/index.html')) throw new Error('no built web app in dist/web: run `npm run build` first')
  const baseURL = `http://localhost:${port}`
  const child = spawn('npx', ['tsx', 'src/server/main.ts'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      // The payment sandbox sends the browser back to PUBLIC_URL after 3-D Secure.
      PUBLIC_URL: baseURL,
      // Staff may run a booking's next timer now (the booking paths' timer events).
      REPLAY_CLOCK: '1',
    },
  })
  // The server and its tsx parent are one process group: stop them together.
  const stop = () => {
    if (child.exitCode === null && child.pid !== undefined) process.kill(-child.pid, 'SIGTERM')
  }
  // Seeding the demo data takes seconds on an idle machine, far more on a busy one.
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    const up = await fetch(`${baseURL}/ping/front`).then(
      (answer) => answer.ok,
      () => false,
    )
    if (up) return { baseURL, stop }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
  }
  stop()
  throw new Error(`the server did not answer on ${baseURL} within 180 s`)
}
