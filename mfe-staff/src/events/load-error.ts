// Why a staff page did not load, in words: the API's own (e.g. «Это станция, в которой вы не
// работаете» for another station's page) when it answered, else the page's fallback.
import { isApiError } from '@donor/shared/api-error';
import { messageOf } from '@donor/shared/form/field-messages';

export const loadErrorText = (error: unknown, fallback: string): string | undefined =>
  error === undefined ? undefined : isApiError(error) && error.kind === 'http' ? messageOf(error) : fallback;
