// /pre_sign_up (spec §2; §5 "a value starting with + registers by phone, otherwise by email"):
// one field decides the way, and its value is carried into that form's draft so nothing is
// typed twice (not into the URL: an address does not belong in history or server logs). A form
// of the kit like the others; its "write" asks nothing of the API: it fills the next form's draft.
import { createDraft } from '@donor/shared/stores/draft';
import { isPhoneLogin } from '@donor/shared/form-rules';
import { pathTo } from '@donor/shared/routes';
import type { QueryContext } from '@donor/shared/query';
import { createForm } from '@donor/shared/form/form.store';
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

export function createPreSignUp(deps: { query: QueryContext; navigate: (path: string) => void }) {
  /** Carries the value into the draft of its way's form. */
  const carry = deps.query.createMutatorStore<string>(async ({ data: value }) => {
    if (isPhoneLogin(value)) createDraft(DRAFTS.phone, PHONE_INITIAL).set('phone', value);
    else createDraft(DRAFTS.email, EMAIL_INITIAL).set('email', value);
  });
  const form = createForm<PreSignUpValues, 'login', string>({
    draft: 'pre-sign-up',
    initial: { login: '' },
    validate: preSignUpErrors,
    fields: { username: 'login' },
    mutator: carry,
    data: ({ login }) => login.trim(),
    done: (_, { login }) => deps.navigate(nextPath(login.trim())),
  });
  return { form };
}
