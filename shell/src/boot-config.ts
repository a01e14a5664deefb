// The public configuration the host injected into index.html (shell/server/page.ts): product
// name, support e-mail, external sites, and its first-load city decision (spec §4).
import type { PublicConfig } from '@donor/shared/stores/types';
import type { CityFlag } from '@donor/shared/stores/types';
import { DEFAULT_PUBLIC_CONFIG } from '@donor/shared/site-defaults';

export interface BootConfig extends PublicConfig {
  city: { cityID: number; flag: CityFlag | null; headerCity: string | null; searchRegion: number | null };
}

const FALLBACK: BootConfig = {
  ...DEFAULT_PUBLIC_CONFIG,
  city: { cityID: 0, flag: null, headerCity: null, searchRegion: null },
};

export function readBootConfig(doc: Document = document): BootConfig {
  const text = doc.getElementById('donor-config')?.textContent;
  if (!text) return FALLBACK;
  try {
    return { ...FALLBACK, ...(JSON.parse(text) as Partial<BootConfig>) };
  } catch {
    return FALLBACK;
  }
}
