// npm run paths [-- <machine id> [--summary]]: every machine of machines/catalogue.ts with its generated paths,
// numbered (the numbers `npm run replay` takes), each replayed against the real actor for the coverage it prints.
import type { EventObject } from 'xstate'
import { catalogue } from '../machines/catalogue'
import type { CatalogueEntry } from '../machines/catalogue-entry'
import { generatePaths, machineModel, stateLabel } from '../machines/paths/machine-paths'
import type { Coverage, MachinePath } from '../machines/paths/machine-paths'
import { replayPath } from '../machines/paths/replay'

const args = process.argv.slice(2)
const summaryOnly = args.includes('--summary')
const wanted = args.filter((arg) => !arg.startsWith('--'))
const unknown = wanted.filter((id) => !catalogue.some((entry) => entry.id === id))
if (unknown.length > 0) {
  console.error(
    `No machine ${unknown.join(', ')} in machines/catalogue.ts; known: ${catalogue.map((entry) => entry.id).join(', ')}`,
  )
  process.exit(2)
}

/** An event as its type, plus its fixture's data when it has some: paths that differ only by data stay tellable apart. */
function eventLabel(event: EventObject): string {
  const { type, ...data } = event
  if (Object.keys(data).length === 0) return type
  const json = JSON.stringify(data)
  return `${type} ${json.length > 60 ? `${json.slice(0, 57)}…` : json}`
}

function pathLine(number: number, path: MachinePath): string {
  const [first, ...rest] = path.steps
  const walk = rest.map((step) => ` --${eventLabel(step.event)}--> ${stateLabel(step.state.value)}`).join('')
  return `  #${number} ${path.generator.padEnd(8)} ${stateLabel(first?.state.value ?? path.state.value)}${walk}`
}

const percent = (done: number, all: number) => `${done}/${all} (${all === 0 ? 100 : Math.floor((done / all) * 100)}%)`

async function report(entry: CatalogueEntry): Promise<boolean> {
  const model = machineModel(entry.machine)
  const paths = generatePaths(entry)
  const coverage: Coverage = { states: new Set(), transitions: new Set() }
  const failures: string[] = []
  console.log(`\n${entry.id} — ${entry.description}: ${paths.length} paths`)
  for (const [index, path] of paths.entries()) {
    if (!summaryOnly) console.log(pathLine(index + 1, path))
    try {
      await replayPath(entry, path, coverage, model)
    } catch (error) {
      failures.push(`  #${index + 1} does not replay: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const states = [...model.states.keys()].filter((id) => coverage.states.has(id)).length
  const transitions = [...model.transitions.keys()].filter((key) => coverage.transitions.has(key)).length
  console.log(
    `  coverage: states ${percent(states, model.states.size)}, transitions ${percent(transitions, model.transitions.size)}`,
  )
  failures.forEach((line) => console.log(line))
  return failures.length === 0
}

let allReplay = true
for (const entry of catalogue.filter((candidate) => wanted.length === 0 || wanted.includes(candidate.id))) {
  allReplay = (await report(entry)) && allReplay
}
process.exit(allReplay ? 0 : 1)
