// Which browser specs belong to a section, read from CODEOWNERS (the one place that says who owns
// what, docs/ARCHITECTURE.md §1): the spec files owned by the team that owns /mfe-<name>/.

/**
 * CODEOWNERS patterns → the section's own spec files (the last matching line wins, as GitHub reads
 * it); [] when no team owns the folder.
 */
export function sectionSpecs(codeowners, specFiles, sectionFolder) {
  const rules = codeowners
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/);
      return { pattern, owners };
    });
  const team = [...rules].reverse().find((r) => r.pattern === `/${sectionFolder}/`)?.owners.join(' ');
  if (!team) return [];
  const toRegExp = (pattern) => new RegExp(`^${pattern.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
  return specFiles.filter((file) => {
    const path = `/e2e/specs/${file}`;
    const owner = [...rules].reverse().find((r) => toRegExp(r.pattern).test(path) || (r.pattern.endsWith('/') && path.startsWith(r.pattern)));
    return owner?.owners.join(' ') === team;
  });
}

