// The ReplayApi of src/web/replay/ui-script.ts for Node: fetch against the server, signed in as the demo accounts.
import type { ReplayApi } from '../../src/web/replay/ui-script'
import { replayApi } from '../../src/web/replay/replay-api'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/web/replay/demo-accounts'

export { DEMO_ACCOUNTS, DEMO_PASSWORD }

export const nodeReplayApi = (baseURL: string): ReplayApi => replayApi(baseURL, 'roam-public-web-key', 'roam-web')
