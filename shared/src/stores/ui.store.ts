// spec §3 "UI state": title (default: the product name), socialError, activeTab 0, window size,
// needSendSendsay, notificationCount.
import { map } from 'nanostores';
import type { UiState, UiStore } from './types.ts';

export interface UiStoreDeps {
  /** Product name from the host configuration (spec §9: the default UI title). */
  productName: string;
  windowWidth?: number;
  windowHeight?: number;
}

export function createUiStore(deps: UiStoreDeps): UiStore {
  const $ui = map<UiState>({
    title: deps.productName,
    socialError: null,
    activeTab: 0,
    windowWidth: deps.windowWidth ?? 0,
    windowHeight: deps.windowHeight ?? 0,
    needSendSendsay: false,
    notificationCount: 0,
  });

  return {
    $ui,
    setTitle(title) {
      $ui.setKey('title', title?.trim() ? title.trim() : deps.productName);
    },
    setSocialError(message) {
      $ui.setKey('socialError', message);
    },
    setWindowSize(width, height) {
      const current = $ui.get();
      if (current.windowWidth === width && current.windowHeight === height) return;
      $ui.set({ ...current, windowWidth: width, windowHeight: height });
    },
  };
}
