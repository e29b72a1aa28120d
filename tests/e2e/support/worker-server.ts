import { test as base } from '@playwright/test'
import { startReplayServer, type ReplayServer } from '../../../scripts/replay/replay-server'
import { smsOutboxFile } from './sms-outbox'

/** The first worker's port; worker n listens on E2E_PORT + n. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * Playwright's test, with a server per worker: freshly seeded, in memory, on a port of its own, so that workers run
 * spec files side by side without seeing each other's writes. A worker's spec files share its server, in turn.
 */
export const test = base.extend<object, { server: ReplayServer }>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = E2E_PORT + workerInfo.parallelIndex
      const server = await startReplayServer(port, {
        SMS_SANDBOX_OUTBOX_FILE: smsOutboxFile(port),
      })
      await use(server)
      await server.stop()
    },
    // Seeding the demo data takes seconds on an idle machine, far more on a busy one.
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.baseURL),
})
