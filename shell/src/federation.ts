// The shell's Module Federation host, loaded on first use (section-loader.ts): a page the shell
// renders itself never downloads the runtime, a section's first load does (README byte budget:
// home first load budget). The shell is built without the federation vite plugin — it
// exposes nothing — and provides its own React, React DOM and nanostores to the sections as
// run-time singletons, so there is one copy of each on the page (ARCHITECTURE §2;
// scripts/federation.ts has the sections' side of the same contract).
import * as runtimeCore from '@module-federation/runtime/core';
import { createInstance } from '@module-federation/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as Nanostores from 'nanostores';
import * as NanostoresReact from '@nanostores/react';

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
  const instance = createInstance({ name: 'shell', remotes: [...remotes], shared });
  return { loadRemote: (id) => instance.loadRemote(id) };
}
