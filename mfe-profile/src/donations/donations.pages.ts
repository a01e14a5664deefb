// The donation pages as one lazy group (app/pages.ts): the list, one donation, adding and
// editing share the form, the resource and the after-donation blocks, so they load together.
export { AddDonationPage } from './add-donation-page.tsx';
export { DonationPage } from './donation-page.tsx';
export { DonationsPage } from './donations-page.tsx';
export { EditDonationPage } from './edit-donation-page.tsx';
