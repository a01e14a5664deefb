// The sign-up page group, loaded as one chunk when one of its routes opens (app/pages.ts).
export { PreSignUpPage } from './pre-sign-up-page.tsx';
export { SignUpPage } from './sign-up-page.tsx';
export { SignUpEmailPage } from './sign-up-email-page.tsx';
