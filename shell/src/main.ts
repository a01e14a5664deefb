import { registerApplication, start } from 'single-spa';
import { registerRemotes, loadRemote } from '@module-federation/runtime';

async function boot() {
  const reg = (await (await fetch('/mfe-registry.json', { cache: 'no-cache' })).json()) as Record<string, { entry: string }>;
  registerRemotes(Object.entries(reg).map(([name, v]) => ({ name, entry: v.entry })));
  const el = document.createElement('div');
  document.getElementById('app-main')!.append(el);
  registerApplication({
    name: 'mfe_profile',
    app: () => loadRemote('mfe_profile/spa') as never,
    activeWhen: (l) => l.pathname.startsWith('/login'),
    customProps: { domElement: el },
  });
  start();
}
void boot();
