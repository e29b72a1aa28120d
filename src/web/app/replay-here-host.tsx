import { Suspense, lazy } from 'react'
import { useReplayHere } from '../replay/replay-here-store'

// The panel, its scripts and the machines it plans with load only when a staff member starts a replay.
const ReplayHerePanel = lazy(() =>
  import('../features/staff/components/replay-here-panel').then((module) => ({ default: module.ReplayHerePanel })),
)

/** At the app root, so the staff tester's "replay here" panel stays mounted while the path navigates the app. */
export function ReplayHereHost() {
  const { run, request } = useReplayHere()
  if (!request) return null
  return (
    <Suspense fallback={null}>
      <ReplayHerePanel key={run} request={request} />
    </Suspense>
  )
}
