// What every settings block's stores and writes need: the page's query context, the api client
// and the shell's auth store (its user is re-read after a write that changes it).
import type { Api } from '@donor/shared/api';
import type { QueryContext } from '@donor/shared/query';
import type { AuthStore } from '@donor/shared/stores/types';

export interface SettingsDeps {
  query: QueryContext;
  api: Pick<Api, 'request' | 'requestRaw'>;
  auth: Pick<AuthStore, 'fetchUser' | 'setToken' | 'clearToken'>;
}
