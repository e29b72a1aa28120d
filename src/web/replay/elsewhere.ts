// The `elsewhere` step of ui-script.ts, done the same way by both runners (scripts/replay/ui-replay.ts and dom-replay.ts).
import type { ElsewhereAction, ReplayApi } from './ui-script'

/** Runs the script's action named by the step and adds what it answers to the walk's placeholders. */
export async function doElsewhere(
  actions: Record<string, ElsewhereAction> | undefined,
  api: ReplayApi,
  action: string,
  answers: Record<string, string>,
): Promise<void> {
  const act = actions?.[action]
  if (!act) throw new Error(`the UI script has no elsewhere action "${action}"`)
  Object.assign(answers, (await act(api, { ...answers })) ?? {})
}
