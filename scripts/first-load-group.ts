// Vite plugin + chunk group: everything a section's entry (src/spa.tsx) imports statically goes
// into ONE chunk beside the entry, instead of the dozen small shared chunks the automatic
// splitting makes (a module used by the entry and by a lazy page becomes its own file). On a
// phone each file is a request, and the browser opens at most six at a time over HTTP/1.1: the
// first screen of /profile/ waited on ~25 of them (Lighthouse, bench/README.md). Lazy pages keep
// their own chunks and import what they share from this one.
import type { Plugin } from 'vite';

/** Modules the federation plugin generates (share scope, remote entry glue): left to it. */
const isGenerated = (id: string) => id.startsWith('\0') || id.includes('__mf') || id.includes('virtual:') || id.includes('mf-');

export function firstLoadGroup(entry = 'src/spa.tsx') {
  const firstLoad = new Set<string>();
  const plugin: Plugin = {
    name: 'donor-first-load-group',
    apply: 'build',
    buildEnd() {
      const root = [...this.getModuleIds()].find((id) => id.replaceAll('\\', '/').endsWith(`/${entry}`));
      if (!root) return;
      const stack = [root];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
          if (firstLoad.has(dep) || isGenerated(dep)) continue;
          firstLoad.add(dep);
          stack.push(dep);
        }
      }
    },
  };
  const group = { name: 'first-load', test: (id: string) => firstLoad.has(id), priority: 10 };
  return { plugin, group };
}
