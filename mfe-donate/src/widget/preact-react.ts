// The widget build's stand-in for react and react-dom/client (aliased in vite.widget.config.ts):
// preact's core and hooks with the one React behaviour the form relies on that preact lacks —
// onChange on a text field fires per keystroke (preact's is the DOM 'change', on commit). It
// replaces preact/compat (≈ 2.5 KB brotli of the partner budget, README «Бюджеты байтов»), whose
// other translations the form does not need: it writes no camelCase SVG attributes, no style
// objects, no onDoubleClick/onFocus/onBlur (donate.strings.test.ts and the e2e keep it honest).
import { options, render, type ComponentChild } from 'preact';

export { useCallback, useEffect, useId, useMemo, useRef, useState } from 'preact/hooks';

const KEEP_CHANGE = /^(checkbox|radio|file)$/;
const previous = options.vnode;
options.vnode = (vnode) => {
  const props = vnode.props as Record<string, unknown>;
  if ((vnode.type === 'input' || vnode.type === 'textarea') && props.onChange && !KEEP_CHANGE.test(String(props.type))) {
    props.onInput = props.onChange;
    delete props.onChange;
  }
  previous?.(vnode);
};

/** react-dom/client's createRoot, as the widget entry uses it. */
export const createRoot = (el: Element | DocumentFragment) => ({ render: (node: ComponentChild) => render(node, el) });
