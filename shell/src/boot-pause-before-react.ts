// A pause in the middle of the shell's module evaluation. The bundler puts every module of the
// first load into one chunk and evaluates them in import order in one task: 60–100 ms on the
// bench machine under Lighthouse, four times that on its simulated phone, before the yields in
// main.ts can help (docs/ARCHITECTURE.md «The boot yields between its steps»). main.ts imports
// this module between its own imports, after the stores and before React
// (boot-pause-before-layout.ts is the second pause, before the layout): the top-level await ends
// the task there, and the modules after it evaluate in the next one. Nothing is exported; the
// import is only for where it stands, and a module runs once, hence two files.
import { yieldToMain } from './yield-to-main.ts';

await yieldToMain();
