// /staff/audit/ (route 'staff-audit', moderators; docs/staff.md «Журнал»): the append-only log of
// every staff action, newest first — who (and in which role), what, on which object, when, and
// what changed, in words (audit-format.ts) — filtered by person and by object through the URL, so
// a filtered view is a link too («Все действия сотрудника», «История объекта»).
import { useMemo, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { AuditEntry } from '@donor/shared/contract/staff';
import { messageOf } from '@donor/shared/form/field-messages';
import { formatDateTime, interpolate, plural } from '@donor/shared/i18n';
import { routeById } from '@donor/shared/routes';
import { Button } from '@donor/shared/ui/button';
import { Field } from '@donor/shared/ui/field';
import { Link, navigate, useLocation } from '@donor/shared/ui/link';
import { AuditFrame } from '../app/page-frames.tsx';
import { Pagination } from '@donor/shared/ui/pagination';
import { useSection } from '@donor/shared/ui/section-context';
import { EmptyState, QueryState, SkeletonList } from '@donor/shared/ui/states';
import type { SectionPageProps } from '@donor/shared/ui/use-section-route';
import { useValueAtom } from '@donor/shared/ui/use-value-atom';
import { createAuditList } from './audit.resource.ts';
import {
  actionLabel, auditErrors, auditHref, auditKey, changesOf, objectLabel, parseAuditSearch, roleLabel, type AuditView,
} from './audit-format.ts';
import { as } from './audit.strings.ts';
import './audit.css';

export function AuditPage(_props: SectionPageProps) {
  const { query } = useSection();
  const location = useLocation();
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  const view = useMemo(() => parseAuditSearch(search), [search]);
  const $key = useValueAtom(auditKey(view));
  const $list = useMemo(() => createAuditList(query, $key), [query, $key]);
  const list = useStore($list);
  const filtered = Boolean(view.actor || view.object_type || view.object_id);
  return (
    <AuditFrame>
      <AuditFilters key={search} view={view} filtered={filtered} />
      {auditKey(view) !== null && (
        <QueryState value={list} loading={<SkeletonList rows={4} />} onRetry={$list.revalidate} {...(list.error ? { errorMessage: messageOf(list.error) } : {})}>
          {(data) => data.results.length === 0 ? <EmptyState title={as.empty} /> : (
            <>
              <p className="staff-muted">{interpolate(as.count, { count: data.count, word: plural(data.count, as.countForms) })}</p>
              <ol className="staff-audit__list" aria-label={as.listLabel}>
                {data.results.map((e) => <AuditRow key={e.id} entry={e} view={view} />)}
              </ol>
              <Pagination page={view.page} pages={data.num_pages} hrefOf={(page) => auditHref({ ...view, page })} label={as.pager} />
            </>
          )}
        </QueryState>
      )}
    </AuditFrame>
  );
}

/** The filter form: typed values stay in the form until «Показать» puts them in the URL. */
function AuditFilters({ view, filtered }: { view: AuditView; filtered: boolean }) {
  const [values, setValues] = useState({ actor: view.actor, object_type: view.object_type, object_id: view.object_id });
  // The URL's own errors are shown at once (a link with a malformed person number asks nothing).
  const [errors, setErrors] = useState(() => auditErrors(view));
  const types = Object.keys(as.objects);
  const set = (field: keyof typeof values, value: string) => {
    setValues({ ...values, [field]: value });
    setErrors({ ...errors, [field]: undefined });
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const trimmed = { actor: values.actor.trim(), object_type: values.object_type, object_id: values.object_id.trim() };
    const found = auditErrors(trimmed);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      e.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    navigate(auditHref(trimmed));
  };
  return (
    <form className="staff-audit__filters" aria-label={as.filters} onSubmit={onSubmit} noValidate>
      <Field label={as.actor} hint={as.actorHint} name="actor" inputMode="numeric" autoComplete="off" value={values.actor} error={errors.actor ?? null}
        onChange={(e) => set('actor', e.currentTarget.value)} />
      <div className="ui-field">
        <label className="ui-field__label" htmlFor="staff-audit-type">{as.objectType}</label>
        <select id="staff-audit-type" className="ui-input" name="object_type" value={values.object_type}
          aria-invalid={errors.object_type ? true : undefined} aria-describedby={errors.object_type ? 'staff-audit-type-error' : undefined}
          onChange={(e) => set('object_type', e.currentTarget.value)}>
          <option value="">{as.anyType}</option>
          {types.map((type) => <option key={type} value={type}>{as.objects[type]}</option>)}
          {values.object_type && !types.includes(values.object_type) && <option value={values.object_type}>{values.object_type}</option>}
        </select>
        {errors.object_type && <p id="staff-audit-type-error" className="ui-error">{errors.object_type}</p>}
      </div>
      <Field label={as.objectId} name="object_id" autoComplete="off" value={values.object_id} error={errors.object_id ?? null}
        onChange={(e) => set('object_id', e.currentTarget.value)} />
      <div className="staff-audit__buttons">
        <Button type="submit">{as.apply}</Button>
        {filtered && <Link className="staff-audit__reset" href={auditHref({})}>{as.reset}</Link>}
      </div>
    </form>
  );
}

function AuditRow({ entry: e, view }: { entry: AuditEntry; view: AuditView }) {
  const changes = changesOf(e.before, e.after);
  const titleId = `staff-audit-${e.id}`;
  const byActor = auditHref({ actor: String(e.actor.id) });
  const byObject = auditHref({ object_type: e.object_type, object_id: e.object_id });
  return (
    <li className="staff-card staff-audit__item" aria-labelledby={titleId} data-audit={e.id}>
      <p className="staff-audit__when"><time dateTime={e.at}>{formatDateTime(e.at)}</time></p>
      <h2 id={titleId} className="staff-audit__action">{actionLabel(e.action)}</h2>
      <p>{objectLabel(e)}</p>
      <p>{interpolate(as.actorLine, { name: e.actor.name || interpolate(as.noName, { id: e.actor.id }), role: roleLabel(e.actor_role) })}</p>
      {changes.length > 0 && (
        <dl className="staff-audit__changes" aria-label={as.changes}>
          {changes.map((c, i) => (
            <div key={`${c.field}-${i}`} className="staff-audit__change">
              <dt>{c.field || as.changes}</dt>
              <dd>
                <span className="ui-visually-hidden">{as.before}: </span>{c.before}
                <span aria-hidden="true"> → </span>
                <span className="ui-visually-hidden">, {as.after}: </span>{c.after}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="staff-audit__links">
        {view.actor !== String(e.actor.id) && <Link href={byActor}>{as.byActor}</Link>}
        {(view.object_type !== e.object_type || view.object_id !== e.object_id) && <Link href={byObject}>{as.byObject}</Link>}
      </p>
    </li>
  );
}
