// The set-up that picks payment providers from the environment (ARCHITECTURE §3 "Payments
// behind one interface"): the one place that imports the three implementations, so the
// interface (provider.ts) never imports them back.
import { z } from 'zod';
import { createCloudPayments } from './cloudpayments.ts';
import { createYooKassa } from './yookassa.ts';
import { createSandbox } from './sandbox.ts';
import type { PaymentSetup } from './provider.ts';
import { DEV_SIGNING_SECRET } from '../../edge-config.ts';

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PAYMENTS_SANDBOX: z.enum(['0', '1', '']).optional(),
  CLOUDPAYMENTS_PUBLIC_ID: z.string().optional(),
  CLOUDPAYMENTS_API_SECRET: z.string().optional(),
  YOOKASSA_SHOP_ID: z.string().optional(),
  YOOKASSA_SECRET_KEY: z.string().optional(),
  PAYMENTS_SIGNING_SECRET: z.string().min(32, 'PAYMENTS_SIGNING_SECRET: at least 32 characters').optional(),
  PUBLIC_ORIGIN: z.string().url().optional(),
});

/** Dev/test only: never used in production (setup refuses to start without a real secret). */
const DEV_SECRET = DEV_SIGNING_SECRET;

/**
 * Reads the environment. Real providers when their credentials are set; otherwise the sandbox,
 * outside production or with PAYMENTS_SANDBOX=1. In production without any, donations are
 * switched off (config answers 503) instead of pretending to take money.
 */
export function paymentSetupFromEnv(env: Record<string, string | undefined> = process.env): PaymentSetup {
  const e = Env.parse(Object.fromEntries(Object.entries(env).filter(([k, v]) => k in Env.shape && v !== '')));
  const prod = e.NODE_ENV === 'production';
  const providers: PaymentSetup['providers'] = {};
  if (e.CLOUDPAYMENTS_PUBLIC_ID && e.CLOUDPAYMENTS_API_SECRET) {
    providers.cloudpayments = createCloudPayments({ publicId: e.CLOUDPAYMENTS_PUBLIC_ID, apiSecret: e.CLOUDPAYMENTS_API_SECRET });
  }
  if (e.YOOKASSA_SHOP_ID && e.YOOKASSA_SECRET_KEY) {
    providers.yookassa = createYooKassa({ shopId: e.YOOKASSA_SHOP_ID, secretKey: e.YOOKASSA_SECRET_KEY });
  }
  const sandboxAllowed = !prod || e.PAYMENTS_SANDBOX === '1';
  if (sandboxAllowed) {
    providers.sandbox = createSandbox();
  }
  const live = providers.cloudpayments || providers.yookassa;
  if (prod && (live || providers.sandbox) && !e.PAYMENTS_SIGNING_SECRET) {
    throw new Error('Payments: PAYMENTS_SIGNING_SECRET is required in production (signs the cancel links of receipts)');
  }
  return {
    providers,
    widget: providers.cloudpayments ? 'cloudpayments' : providers.sandbox ? 'sandbox' : null,
    link: providers.yookassa ? 'yookassa' : providers.sandbox ? 'sandbox' : null,
    signingSecret: e.PAYMENTS_SIGNING_SECRET ?? DEV_SECRET,
    publicOrigin: e.PUBLIC_ORIGIN ?? null,
  };
}
