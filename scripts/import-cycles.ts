// Finds import cycles with the TypeScript compiler's own module resolution (the project's tsconfig).
import { relative, resolve, sep } from 'node:path'
import ts from 'typescript'

/**
 * Every kind of import is an edge: value, `import type`, `export … from`, dynamic `import()`. A type-only or lazy
 * cycle does not break at run time, but its two modules still cannot be read, moved or layered apart, and one edit
 * turns an erased edge into a value import.
 */
export function importGraph(tsconfigPath: string, folders: string[]): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(tsconfigPath, undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'))
    },
  })
  if (!config) throw new Error(`Cannot read ${tsconfigPath}`)
  const root = resolve(tsconfigPath, '..')
  const roots = folders.map((folder) => resolve(root, folder) + sep)
  const inScope = (file: string) => roots.some((folder) => file.startsWith(folder))
  const cache = ts.createModuleResolutionCache(root, (name) => name, config.options)
  const graph = new Map<string, string[]>()
  for (const file of config.fileNames.filter(inScope)) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true)
    const targets = new Set<string>()
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, config.options, ts.sys, cache).resolvedModule
      if (resolved && !resolved.isExternalLibraryImport && inScope(resolved.resolvedFileName)) {
        targets.add(resolved.resolvedFileName)
      }
    }
    graph.set(file, [...targets])
  }
  return graph
}

/** The cycles of a graph: one shortest loop (first module repeated at the end) per strongly connected component. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const components = stronglyConnected(graph).filter(
    (component) => component.length > 1 || (graph.get(component[0]!) ?? []).includes(component[0]!),
  )
  return components.map((component) => shortestLoop(graph, new Set(component), [...component].sort()[0]!))
}

// Tarjan's algorithm, iterative so a deep import chain cannot overflow the stack.
function stronglyConnected(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let next = 0
  for (const start of graph.keys()) {
    if (index.has(start)) continue
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]!
      const edges = graph.get(frame.node) ?? []
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!
        if (!index.has(target)) {
          index.set(target, next)
          low.set(target, next++)
          stack.push(target)
          onStack.add(target)
          work.push({ node: target, edge: 0 })
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!))
        }
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!))
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = []
        let member: string
        do {
          member = stack.pop()!
          onStack.delete(member)
          component.push(member)
        } while (member !== frame.node)
        components.push(component)
      }
    }
  }
  return components
}

function shortestLoop(graph: Map<string, string[]>, component: Set<string>, start: string): string[] {
  const previous = new Map<string, string>()
  const queue = [start]
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head]!
    for (const target of graph.get(node) ?? []) {
      if (!component.has(target)) continue
      if (target === start) {
        const path = [node]
        while (path[0] !== start) path.unshift(previous.get(path[0]!)!)
        return [...path, start]
      }
      if (!previous.has(target) && target !== start) {
        previous.set(target, node)
        queue.push(target)
      }
    }
  }
  return [start, start]
}

export const describeCycle = (cycle: string[], root: string) =>
  cycle.map((file) => relative(root, file)).join('\n    → ')
