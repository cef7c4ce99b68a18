import { resolve } from 'node:path';
import type { CodeSplittingOptions } from 'rolldown';

interface ModuleGraph {
  getModuleInfo(moduleId: string): { readonly importedIds: readonly string[] } | null;
}

/**
 * Puts every module the window's first paint needs into one chunk: the entry's static imports
 * and those of the screens it can open on (`roots`, paths relative to the project). Left to
 * itself the bundler cuts them into ~25 small chunks shared with later screens, and a first
 * start asks for each over the preview's six connections before anything runs. Later screens
 * import what they share with the first from this chunk.
 */
export function startChunk(roots: readonly string[]): CodeSplittingOptions {
  const wanted = roots.map((path) => resolve(path));
  const reached = new WeakMap<ModuleGraph, Set<string>>();
  const reachable = (graph: ModuleGraph): Set<string> => {
    const known = reached.get(graph);
    if (known !== undefined) return known;
    const found = new Set<string>();
    const visit = (id: string): void => {
      if (found.has(id)) return;
      found.add(id);
      for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const id of wanted) visit(id);
    reached.set(graph, found);
    return found;
  };
  return {
    groups: [{ name: (id, graph) => (reachable(graph).has(id) ? 'start' : null) }],
  };
}
