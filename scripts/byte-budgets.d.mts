// Types of byte-budgets.mjs for the TypeScript tests that read its budgets (one source of truth).
export declare const BUDGETS: { home: number; section: number; widget: number };
