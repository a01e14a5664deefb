// The second pause in the shell's module evaluation (boot-pause-before-react.ts says why): main.ts
// imports it after the section loader, which brings React and React DOM, and before the layout's
// modules.
import { yieldToMain } from './yield-to-main.ts';

await yieldToMain();
