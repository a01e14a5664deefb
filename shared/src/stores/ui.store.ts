// spec §3 "UI state": the title (default: the product name) and the social-login error.
import { map } from 'nanostores';
import type { UiState, UiStore } from './types.ts';

export interface UiStoreDeps {
  /** Product name from the host configuration (spec §9: the default UI title). */
  productName: string;
}

export function createUiStore(deps: UiStoreDeps): UiStore {
  const $ui = map<UiState>({ title: deps.productName, socialError: null });
  return {
    $ui,
    setTitle(title) {
      $ui.setKey('title', title?.trim() ? title.trim() : deps.productName);
    },
    setSocialError(message) {
      $ui.setKey('socialError', message);
    },
  };
}
