import { expect } from '@playwright/test'
import { test } from './support/worker-server'
import { catalogue } from '../../machines/catalogue'
import { describePath, generatePaths } from '../../machines/paths/machine-paths'
import { uiScripts } from '../../src/web/replay/ui-scripts'
import { replayUiPath } from '../../scripts/replay/ui-replay'

// Every shortest path of the payment funnel, the booking request, the visitor's own forms (cookie consent,
// newsletter, password reset, email verification: no sign-in, a few seconds a path) and the trip upgrades (four short paths each), walked through the pages by the same runner as
// `npm run replay`. A path the script declares unreplayable is skipped with its reason in the report. The other
// scripted machines (extension, document upload, earnings, onboarding) replay with `npm run replay -- --all`: walking
// them here too would double the suite's time.
// Each path sets up its own data through the API: the paths spread over the workers like files do.
test.describe.configure({ mode: 'parallel' })

for (const machine of [
  'payment-funnel',
  'booking',
  'consent',
  'newsletter',
  'password-reset',
  'email-verification',
  'upgrade',
  'upgrade-buyback',
]) {
  const entry = catalogue.find((candidate) => candidate.id === machine)!
  const script = uiScripts[machine]!
  const paths = generatePaths(entry)
    .map((path, index) => ({ path, number: index + 1 }))
    .filter(({ path }) => path.generator === 'shortest')

  test.describe(`UI replay of ${machine}`, () => {
    for (const { path, number } of paths) {
      test(`#${number} ${describePath(path)}`, async ({ context, page, baseURL }) => {
        test.setTimeout(240_000)
        const log: string[] = []
        const outcome = await replayUiPath({
          context,
          page,
          baseURL: baseURL!,
          script,
          path,
          number,
          screenshots: test.info().outputPath('replay'),
          shoot: 'failure',
          log: (line) => log.push(line),
          timeout: 30_000,
        })
        await test.info().attach('steps', { body: log.join('\n'), contentType: 'text/plain' })
        test.skip(outcome.status === 'unreplayable', outcome.status === 'unreplayable' ? outcome.reason : '')
        expect(outcome, log.join('\n')).toEqual({ status: 'passed' })
      })
    }
  })
}
