// The widget build's stand-in for react/jsx-runtime (aliased in vite.widget.config.ts): the
// automatic JSX transform's calls routed to preact's createElement, which the bundle carries
// anyway (render uses it). preact/jsx-runtime would add a second vnode factory with dev-only
// fields and an HTML escaper for server rendering (≈ 0.3 KB of the partner budget, README
// «Бюджеты байтов»). The only difference that matters: jsx() gets the key as its own argument.
import { createElement, Fragment, type ComponentType } from 'preact';

type Props = Record<string, unknown>;

export function jsx(type: string | ComponentType<Props>, props: Props, key?: unknown) {
  return createElement(type, key === undefined ? props : { ...props, key });
}

export { jsx as jsxs, jsx as jsxDEV, Fragment };
