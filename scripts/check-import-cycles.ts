// Fails when a module of src/ or machines/ imports itself through others (import type and import() count too).
import { resolve } from 'node:path'
import { describeCycle, findCycles, importGraph } from './import-cycles'

const root = resolve(import.meta.dirname, '..')
const graph = importGraph(resolve(root, 'tsconfig.json'), ['src', 'machines'])
const cycles = findCycles(graph)
if (cycles.length > 0) {
  console.error(`${cycles.length} import cycle(s); move the shared piece to a module below both:`)
  for (const cycle of cycles) console.error(`  ${describeCycle(cycle, root)}`)
  process.exit(1)
}
console.log(`No import cycles among ${graph.size} modules of src/ and machines/`)
