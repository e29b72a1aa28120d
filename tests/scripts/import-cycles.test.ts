import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { describeCycle, findCycles, importGraph } from '../../scripts/import-cycles'

let root: string

/** A throwaway project: a tsconfig and the given files. */
function project(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'import-cycles-'))
  const all = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { moduleResolution: 'Bundler', module: 'ESNext' },
      include: ['src', 'other'],
    }),
    ...files,
  }
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  const graph = importGraph(join(root, 'tsconfig.json'), ['src'])
  return findCycles(graph).map((cycle) => describeCycle(cycle, root))
}

afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('import cycles', () => {
  it('finds none in a graph that only goes down', () => {
    expect(
      project({ 'src/a.ts': "import { b } from './b'\nexport const a = b", 'src/b.ts': 'export const b = 1' }),
    ).toEqual([])
  })

  it('counts type-only, re-export and dynamic imports, and names the shortest loop', () => {
    const cycles = project({
      'src/menu.ts':
        "import type { Entry } from './popups'\nexport const load = () => import('./popups')\nexport type E = Entry",
      'src/popups.ts': "export type { E } from './menu'\nexport type Entry = string",
      'src/a.ts': "import './b'",
      'src/b.ts': "import './c'",
      'src/c.ts': "import './a'\nimport './d'",
      'src/d.ts': "import './d'",
    })
    expect(cycles.sort()).toEqual([
      'src/a.ts\n    → src/b.ts\n    → src/c.ts\n    → src/a.ts',
      'src/d.ts\n    → src/d.ts',
      'src/menu.ts\n    → src/popups.ts\n    → src/menu.ts',
    ])
  })

  it('ignores modules outside the checked folders', () => {
    expect(project({ 'src/a.ts': "import '../other/b'", 'other/b.ts': "import '../src/a'" })).toEqual([])
  })
})
