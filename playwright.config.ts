import { defineConfig, devices } from '@playwright/test'
import { smsOutboxFile } from './tests/e2e/support/sms-outbox'

const port = Number(process.env.E2E_PORT ?? 3100)

// Debian's chromium, headless, without the background networking this offline machine refuses.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
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
  webServer: {
    // A fresh in-memory database seeded with the demo data, so every run starts from the same state.
    command: 'tsx src/server/main.ts',
    url: `http://localhost:${port}/ping/front`,
    reuseExistingServer: false,
    // Seeding the demo data takes seconds on an idle machine, far more on a busy one.
    timeout: 180_000,
    env: {
      PORT: String(port),
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      LOGIN_RATE_LIMIT_PER_IP: '1000',
      SMS_SANDBOX_OUTBOX_FILE: smsOutboxFile(port),
      // The payment sandbox sends the browser back to PUBLIC_URL after 3-D Secure.
      PUBLIC_URL: `http://localhost:${port}`,
      // The UI replay's timer events: staff run a booking's next timer now (POST /v4/bookings-staff/{id}/replay-clock/).
      REPLAY_CLOCK: '1',
    },
  },
})
