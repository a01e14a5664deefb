// «Пожаловаться» (report-form.store.ts): a reason is required before anything is sent, the
// comment is trimmed and optional, the API's field errors land on their fields, and success is
// remembered for the thank-you until the dialog is closed.
import { describe, expect, it, vi } from 'vitest';
import { keepMount } from 'nanostores';
import { ApiError } from '@donor/shared/api';
import { createQueryContext } from '@donor/shared/query';
import * as MSG from '@donor/shared/messages';
import { reasonRequired } from '@donor/shared/staff-helpme-messages';
import { createReportForm, reportErrors } from './report-form.store.ts';

const query = createQueryContext({ api: { get: async () => undefined as never }, retry: false });

function setup(send: (body: unknown) => Promise<unknown>) {
  const $report = query.createMutatorStore<never, never>(async ({ data }) => send(data) as never);
  const report = createReportForm($report as never);
  keepMount(report.form.$status);
  return report;
}

describe('report form', () => {
  it('rules: a reason from the list, a comment up to 500', () => {
    expect(reportErrors({ reason: '', comment: '' })).toEqual({ reason: reasonRequired });
    expect(reportErrors({ reason: 'fraud', comment: 'x'.repeat(501) })).toEqual({ comment: MSG.tooLong(500) });
    expect(reportErrors({ reason: 'other', comment: '' })).toEqual({});
  });

  it('nothing is sent without a reason; then the body is the reason and the trimmed comment; success says thanks', async () => {
    const send = vi.fn(async () => ({ detail: 'ok' }));
    const report = setup(send);
    expect(await report.form.submit()).toBe(false);
    expect(report.form.$status.get().errors).toEqual({ reason: reasonRequired });
    expect(send).not.toHaveBeenCalled();
    report.form.set('reason', 'fraud');
    report.form.set('comment', '  просят деньги  ');
    expect(await report.form.submit()).toBe(true);
    expect(send).toHaveBeenCalledWith({ reason: 'fraud', comment: 'просят деньги' });
    expect(report.$sent.get()).toBe(true);
    report.reset();
    expect(report.$sent.get()).toBe(false);
    expect(report.form.$values.get()).toEqual({ reason: '', comment: '' });
  });

  it('the API\'s field error goes next to its field', async () => {
    const report = setup(async () => {
      throw new ApiError({ kind: 'http', method: 'POST', url: '/api/address_needs/5/report/', status: 400, data: { comment: ['Не более 500 символов'] } });
    });
    report.form.set('reason', 'other');
    expect(await report.form.submit()).toBe(false);
    expect(report.form.$status.get().errors).toEqual({ comment: 'Не более 500 символов' });
  });
});
