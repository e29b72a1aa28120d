import { defineConfig, devices } from '@playwright/test'

// Debian's chromium, headless, without the background networking this offline machine refuses. Each worker runs
// its spec files one after another against a server of its own (tests/e2e/support/worker-server.ts).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // The slowest spec files, printed at the end of a run: where the suite's time goes.
  reportSlowTests: { max: 12, threshold: 60_000 },
  timeout: 30_000,
  use: {
    // Recording a trace slows every action: CI records it on the retry of a failed test only.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
})
