// One chunk for everything the shell's entry loads anyway. Rolldown gives each set of lazy
// chunks that share a module with the entry its own small common chunk (rolldown/rolldown#10731,
// open), so making the city dialog and the menus lazy cost more first-load bytes than it saved.
// This plugin walks the entry's static import graph once the graph is built, and one
// codeSplitting group captures exactly those modules: the first load is the entry plus one chunk,
// and only truly lazy code stays out of it.
import type { Plugin } from 'vite';

export function staticChunk(name = 'shell') {
  const staticIds = new Set<string>();
  const plugin: Plugin = {
    name: 'donor-static-chunk',
    apply: 'build',
    buildEnd() {
      staticIds.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length) {
        const id = queue.pop()!;
        if (staticIds.has(id)) continue;
        staticIds.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, group: { name, test: (id: string) => staticIds.has(id) } };
}
