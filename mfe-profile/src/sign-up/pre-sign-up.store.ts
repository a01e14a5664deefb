// /pre_sign_up (spec §2; §5 "a value starting with + registers by phone, otherwise by email"):
// one field decides the way, and its value is carried into that form's draft so nothing is
// typed twice (not into the URL: an address does not belong in history or server logs).
import { createDraft } from '@donor/shared/stores/draft';
import { isPhoneLogin } from '@donor/shared/form-rules';
import { pathTo } from '@donor/shared/routes';
import { createForm } from '../code/form.store.ts';
import * as R from '../code/field-rules.ts';
import { DRAFTS, EMAIL_INITIAL, PHONE_INITIAL } from './sign-up.store.ts';

export interface PreSignUpValues {
  login: string;
}

export function preSignUpErrors(v: PreSignUpValues): Partial<Record<'login', string>> {
  const error = isPhoneLogin(v.login) ? R.phone(v.login) : R.email(v.login);
  return error ? { login: error } : {};
}

/** Where the value leads: the page of its way. */
export const nextPath = (login: string): string => (isPhoneLogin(login) ? pathTo('sign-up') : pathTo('sign-up-email'));

export function createPreSignUp(deps: { navigate: (path: string) => void }) {
  const form = createForm<PreSignUpValues, 'login'>({
    draft: 'pre-sign-up',
    initial: { login: '' },
    validate: preSignUpErrors,
    fields: { username: 'login' },
    send: async ({ login }) => {
      const value = login.trim();
      if (isPhoneLogin(value)) createDraft(DRAFTS.phone, PHONE_INITIAL).set('phone', value);
      else createDraft(DRAFTS.email, EMAIL_INITIAL).set('email', value);
      deps.navigate(nextPath(value));
    },
  });
  return { form };
}
