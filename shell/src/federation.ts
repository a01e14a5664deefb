// The shell's Module Federation host, loaded on first use (section-loader.ts): a page the shell
// renders itself never downloads the runtime, a section's first load does (README byte budget:
// home first load budget). The shell is built without the federation vite plugin — it
// exposes nothing — and provides its own React, React DOM and nanostores to the sections as
// run-time singletons, so there is one copy of each on the page (ARCHITECTURE §2;
// scripts/federation.ts has the sections' side of the same contract).
import * as runtimeCore from '@module-federation/runtime/core';
import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Nanostores from 'nanostores';
import * as NanostoresReact from '@nanostores/react';
import { yieldToMain } from './yield-to-main.ts';

/** Build-time versions of the shared packages (shell/vite.config.ts, scripts/federation.ts). */
declare const __SHARED_VERSIONS__: Record<SharedKey, string>;

const SHARED_MODULES = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/client': ReactDomClient,
  nanostores: Nanostores,
  '@nanostores/react': NanostoresReact,
} as const;
type SharedKey = keyof typeof SHARED_MODULES;

/** What the runtime reads of a section's mf-manifest.json (generateSnapshotFromManifest). */
interface SectionSnapshot {
  publicPath: string;
  remoteEntry: string;
  remoteEntryType: string;
  globalName: string;
  version?: string;
  buildVersion?: string;
  modules?: { moduleName: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

/**
 * The runtime's snapshot and preload plugins, for the one use the shell has: a section's
 * registry entry is its mf-manifest.json. The shell's build leaves the runtime's own out
 * (FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN in shell/vite.config.ts: ≈ 1.3 KB brotli of the home
 * page's first load, docs/ARCHITECTURE.md §6); this does what they did here: the manifest gives
 * the remote entry's address, and the exposed module's first files are requested beside it —
 * its styles applied (a section's CSS comes only this way, or from the host's hints), its
 * scripts as modulepreload — unless the page has them already.
 */
export function manifestPlugin(): ModuleFederationRuntimePlugin {
  const requested = new Set<string>();
  // A stylesheet the host inlined into the page has a disabled link naming it (shell/server/paint-first.ts).
  const has = (rel: string, url: string) => [...document.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].some((l) => l.href === url);
  const add = (rel: string, url: string) => {
    if (requested.has(url) || has(rel, url)) return;
    requested.add(url);
    const link = Object.assign(document.createElement('link'), { rel, href: url });
    if (rel === 'modulepreload') link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  };
  return {
    name: 'donor-manifest',
    async afterResolve(args) {
      const { remote, expose, origin, remoteInfo } = args;
      if (!('entry' in remote) || !/\.json(\?|$)/.test(remote.entry)) return args;
      const { remoteSnapshot } = await origin.snapshotHandler.loadRemoteSnapshotInfo({ moduleInfo: remote, id: `${remote.name}/${expose.replace(/^\.\//, '')}` });
      const snap = remoteSnapshot as unknown as SectionSnapshot;
      Object.assign(remoteInfo, {
        type: snap.remoteEntryType, entryGlobalName: snap.globalName, entry: snap.publicPath + snap.remoteEntry,
        version: snap.version, buildVersion: snap.buildVersion,
      });
      const assets = snap.modules?.find((m) => m.moduleName === expose.replace(/^\.\//, ''))?.assets;
      for (const css of assets?.css.sync ?? []) add('stylesheet', snap.publicPath + css);
      for (const js of assets?.js.sync ?? []) add('modulepreload', snap.publicPath + js);
      return { ...args, remoteSnapshot };
    },
  };
}

/**
 * A section's first load is a chain of the runtime's steps (run the remote entry, initialise its
 * container with the shared modules, get the exposed module). With the files already preloaded
 * they all ran in one task, 50–70 ms on the bench machine and four times that on Lighthouse's
 * phone; yielding between the steps lets the browser handle input and paint between them
 * (yield-to-main.ts). The container hooks hand their arguments back unchanged (the runtime takes a
 * waterfall hook's answer as its next arguments); onLoad resolves to nothing, so the runtime keeps
 * the module it loaded.
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'donor-yield',
    beforeInitContainer: async (args) => { await yieldToMain(); return args; },
    initContainer: async (args) => { await yieldToMain(); return args; },
    onLoad: async () => { await yieldToMain(); },
  };
}

export interface Federation {
  loadRemote<T>(id: string): Promise<T | null>;
}

export function createFederation(remotes: readonly { name: string; entry: string }[]): Federation {
  // Sections are built with `experiments.externalRuntime`: they read runtime-core from this
  // global instead of each bundling a copy (≈ 16 KB brotli per section).
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown };
  global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
  const shared = Object.fromEntries(
    (Object.keys(SHARED_MODULES) as SharedKey[]).map((key) => [
      key,
      {
        version: __SHARED_VERSIONS__[key],
        // `lib` marks the copy as loaded: a section registering the same version later does
        // not replace it, and a newer section version cannot win over the page's React.
        lib: () => SHARED_MODULES[key],
        shareConfig: { singleton: true, requiredVersion: `^${__SHARED_VERSIONS__[key]}` },
      },
    ]),
  );
  const instance = createInstance({ name: 'shell', remotes: [...remotes], shared, plugins: [manifestPlugin(), yieldingPlugin()] });
  return { loadRemote: (id) => instance.loadRemote(id) };
}
