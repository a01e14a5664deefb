// Needs per blood group as big toggles (docs/booking.md «Пульт станции»): each group is a
// labelled group of three buttons — «Нужна», «Достаточно», «Нет данных» — with aria-pressed on the
// current one, words and a shape on each (never colour alone), 44 px and more; ONE tap sets it.
// The «обновлено …» stamp and a polite live line say what was saved or why not.
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import type { BloodNeed, BloodNeedKey, BloodNeeds } from '@donor/shared/contract/common';
import type { NeedComponent, StationConsole } from '@donor/shared/contract/staff-stations';
import { callMutator } from '@donor/shared/form/call-mutator';
import { messageOf } from '@donor/shared/form/field-messages';
import { interpolate } from '@donor/shared/i18n';
import type { StationConsoleResource } from './station.resource.ts';
import { COMPONENT_TEXT, GROUP_TEXT, NEED_ORDER, STATE_ORDER, STATE_TEXT, ss } from './station.strings.ts';

const stamp = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });
/** «Обновлено 12 мая 2026 г. в 10:15» in the viewer's time; «Ещё не обновлялась» when never. */
export const updatedText = (iso: string | null): string => (iso ? interpolate(ss.needs.updated, { when: stamp.format(new Date(iso)) }) : ss.needs.never);

const MARK: Record<BloodNeed, string> = { need: '●', enough: '✓', unknown: '?' };

function GroupToggle({ resource, component, group, state, onSaved }: {
  resource: StationConsoleResource; component: NeedComponent | null; group: BloodNeedKey; state: BloodNeed; onSaved: (text: string) => void;
}) {
  const store = resource.needOf(component, group);
  const write = useStore(store);
  const legendId = `need-${component ?? 'whole'}-${group}`;
  const tap = async (next: BloodNeed) => {
    if (next === state) return;
    const outcome = await callMutator(store, { state: next });
    if (outcome.status === 'done') onSaved(interpolate(ss.needs.saved, { group: GROUP_TEXT[group], state: STATE_TEXT[next].toLowerCase() }));
    if (outcome.status === 'failed') onSaved(interpolate(ss.needs.failed, { group: GROUP_TEXT[group], reason: messageOf(outcome.error, 'group') }));
  };
  return (
    <div className="staff-station__need" role="group" aria-labelledby={legendId} aria-busy={write.loading || undefined}>
      <span id={legendId} className="staff-station__group">{GROUP_TEXT[group]}</span>
      <div className="staff-station__states">
        {STATE_ORDER.map((option) => (
          <button key={option} type="button" aria-pressed={option === state}
            className={`staff-station__state staff-station__state--${option}`} onClick={() => void tap(option)}>
            <span aria-hidden="true">{MARK[option]}</span> {STATE_TEXT[option]}
          </button>
        ))}
      </div>
    </div>
  );
}

export function NeedsGrid({ resource, console: c }: { resource: StationConsoleResource; console: StationConsole }) {
  const [component, setComponent] = useState<NeedComponent | null>(null);
  const [said, setSaid] = useState('');
  const shown = component === null ? null : c.component_needs.find((x) => x.component === component) ?? null;
  const needs: BloodNeeds = shown ? shown.needs : c.needs;
  const kinds: (NeedComponent | null)[] = [null, ...c.component_needs.map((x) => x.component)];
  return (
    <section className="staff-card staff-station__block" aria-labelledby="st-needs">
      <h2 id="st-needs">{ss.needs.title}</h2>
      <p className="staff-muted">{ss.needs.hint}</p>
      <p className="staff-station__stamp"><strong>{updatedText(c.needs_updated_at)}</strong></p>
      {kinds.length > 1 && (
        <div className="staff-station__kinds" role="group" aria-label={ss.needs.component}>
          {kinds.map((k) => (
            <button key={k ?? 'whole'} type="button" className="staff-station__kind" aria-pressed={k === (shown?.component ?? null)} onClick={() => setComponent(k)}>
              {COMPONENT_TEXT[k ?? 'whole_blood']}
            </button>
          ))}
        </div>
      )}
      <div className="staff-station__needs">
        {NEED_ORDER.map((group) => (
          <GroupToggle key={`${shown?.component ?? 'whole'}-${group}`} resource={resource} component={shown?.component ?? null} group={group} state={needs[group]} onSaved={setSaid} />
        ))}
      </div>
      <p className="staff-station__said" role="status" aria-live="polite">{said}</p>
    </section>
  );
}
