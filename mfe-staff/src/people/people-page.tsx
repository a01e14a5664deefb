// /staff/people/ (route 'staff-people', moderators; docs/staff.md «Роли»): who works at which
// station, and the moderator's two sensitive actions — grant (the person's login, the kit's
// station picker, the moderator's password again: grant-form.store.ts) and revoke (the password
// in a confirm dialog). The API checks the role and the password and logs both (docs/staff.md
// «Журнал»); each row links to the person's history in the log.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { StationStaffGrant } from '@donor/shared/contract/staff';
import { fieldMessages, messageOf } from '@donor/shared/form/field-messages';
import { formatDate, interpolate, plural } from '@donor/shared/i18n';
import * as MSG from '@donor/shared/messages';
import { routeById } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { ConfirmDialog } from '@donor/shared/ui/confirm-dialog';
import { Field } from '@donor/shared/ui/field';
import { Link, useLocation } from '@donor/shared/ui/link';
import { PeopleFrame } from '../app/page-frames.tsx';
import { Pagination } from '@donor/shared/ui/pagination';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import { StationSelect } from '@donor/shared/ui/station-select';
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { auditHref } from '../audit/audit-format.ts';
import { createGrantForm } from './grant-form.store.ts';
import { createPeopleResource, parsePeoplePage, peopleHref, peopleKey, type PeopleResource } from './people.resource.ts';
import { ps } from './people.strings.ts';
import './people.css';

export function PeoplePage(_props: SectionPageProps) {
  const section = useSection();
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const page = parsePeoplePage(search);
  const $key = useValueAtom(peopleKey(page));
  const resource = useMemo(() => createPeopleResource(section, $key), [section, $key]);
  const list = useStore(resource.$list);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <PeopleFrame>
      <GrantForm resource={resource} />
      <h2 id="staff-people-list">{ps.listTitle}</h2>
      <p className={notice ? 'staff-ok' : undefined} role="status">{notice}</p>
      <QueryState value={list} loading={<SkeletonList rows={3} />} onRetry={resource.$list.revalidate} {...(list.error ? { errorMessage: messageOf(list.error) } : {})}>
        {(data) => data.results.length === 0 ? <EmptyState title={ps.empty} /> : (
          <>
            <p className="staff-muted">{interpolate(ps.count, { count: data.count, word: plural(data.count, ps.countForms) })}</p>
            <ul className="staff-people__list" aria-label={ps.listLabel}>
              {data.results.map((g) => <GrantRow key={`${g.user.id}-${g.station.id}`} grant={g} resource={resource} onRevoked={setNotice} />)}
            </ul>
            <Pagination page={page} pages={data.num_pages} hrefOf={peopleHref} label={ps.pager} />
          </>
        )}
      </QueryState>
    </PeopleFrame>
  );
}

function GrantForm({ resource }: { resource: PeopleResource }) {
  const { auth } = useSection();
  const cityId = useStore(auth.$auth).user?.city?.id ?? null;
  const form = useMemo(() => createGrantForm(resource), [resource]);
  const values = useStore(form.$values);
  const notice = useStore(form.$notice);
  const { errors, formError, submitting } = useStore(form.$status);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!(await form.submit())) setAttempt((n) => n + 1); // the first field in error takes focus
  };

  return (
    <section className="staff-card staff-people__grant" aria-labelledby="staff-people-grant">
      <h2 id="staff-people-grant">{ps.grantTitle}</h2>
      <p className="staff-muted">{ps.grantIntro}</p>
      <form ref={formRef} className="staff-people__form" aria-labelledby="staff-people-grant" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Field label={ps.login} hint={ps.loginHint} name="login" autoComplete="off" required maxLength={254} value={values.login} error={errors.login ?? null}
          onChange={(e) => form.set('login', e.currentTarget.value)} />
        <StationSelect label={ps.station} placeholder={ps.stationPlaceholder} required cityId={cityId}
          value={values.station ? { value: values.station.id, label: values.station.title } : null}
          error={errors.station_id ?? null}
          onChange={(o) => form.setStation({ id: Number(o.value), title: o.label })} />
        <Field label={ps.password} hint={ps.passwordHint} type="password" name="password" autoComplete="current-password" required maxLength={128}
          value={values.password} error={errors.password ?? null} onChange={(e) => form.set('password', e.currentTarget.value)} />
        {formError && <p className="ui-error" role="alert">{formError}</p>}
        <div><Button type="submit" loading={submitting}>{ps.grant}</Button></div>
      </form>
      <p className={notice ? 'staff-ok' : undefined} role="status">{notice}</p>
    </section>
  );
}

function GrantRow({ grant: g, resource, onRevoked }: { grant: StationStaffGrant; resource: PeopleResource; onRevoked: (text: string) => void }) {
  const revoke = useStore(resource.$revoke);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleId = `staff-grant-${g.user.id}-${g.station.id}`;
  const name = g.user.name || g.user.login;

  const close = () => {
    setOpen(false);
    setPassword('');
    setPasswordError(null);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    if (password === '') { setPasswordError(MSG.required); return; }
    const done = await resource.$revoke.mutate({ user_id: g.user.id, station_id: g.station.id, password });
    if (!done) {
      const shown = fieldMessages(resource.$revoke.get().error, { password: 'password' });
      setPasswordError(shown.errors.password ?? null);
      setError(shown.formError);
      return;
    }
    close();
    onRevoked(interpolate(ps.revoked, { name, station: g.station.title }));
  };

  return (
    <li className="staff-card staff-people__item" aria-labelledby={titleId} data-grant={`${g.user.id}-${g.station.id}`}>
      <h3 id={titleId} className="staff-people__name">{name}</h3>
      <p>{g.station.title}</p>
      <p className="staff-muted">
        {g.user.login} · {interpolate(ps.grantedAt, { date: formatDate(g.granted_at) })}
        {g.granted_by && <>, {interpolate(ps.grantedBy, { name: g.granted_by.name })}</>}
      </p>
      <div className="staff-people__actions">
        <Button size="small" variant="secondary" onClick={() => setOpen(true)}>{ps.revoke}</Button>
        <Link className="staff-people__link" href={auditHref({ object_type: 'user', object_id: String(g.user.id) })}>{ps.history}</Link>
      </div>
      <ConfirmDialog open={open} title={interpolate(ps.revokeTitle, { name, station: g.station.title })} confirmLabel={ps.revoke} cancelLabel={ps.keep}
        busy={Boolean(revoke.loading)} error={error} onConfirm={() => void confirm()} onCancel={close}>
        <p>{ps.revokeText}</p>
        <Field label={ps.password} hint={ps.passwordHint} type="password" name="password" autoComplete="current-password" required maxLength={128}
          value={password} error={passwordError}
          onChange={(e) => { setPassword(e.currentTarget.value); setPasswordError(null); }} />
      </ConfirmDialog>
    </li>
  );
}
