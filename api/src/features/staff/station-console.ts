// PLACEHOLDER — being written (docs/staff.md).
import type { Hono } from 'hono';
import type { ApiEnv } from '../../lib/context.ts';

export function registerStationConsoleRoutes(_app: Hono<ApiEnv>): void {}
