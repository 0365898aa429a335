import { ChevronDown } from 'lucide-react';
import { TEAM_ROLE_LABELS, type AuditEvent } from '@aurelle/contract';
import { Badge } from '@/components/ui/badge';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { auditTimeFormat, describeAction, describeEntity, describeField, describeValue } from './audit-format';

const PREVIEWED_FIELDS = 3;

/** One audited write: when, who, what it did to which record, and on demand every field it changed. */
export function AuditEventItem({ event }: { event: AuditEvent }) {
  const fieldNames = event.changes.map((change) => describeField(change.field));
  const preview = fieldNames.slice(0, PREVIEWED_FIELDS).join(', ');
  const more = fieldNames.length - PREVIEWED_FIELDS;
  const detailsId = `audit-event-${event.id}`;
  return (
    <li>
      <Collapsible className="group/event">
        <div className="grid gap-3 px-5 py-5 sm:px-7 md:grid-cols-[12rem_1fr_auto] md:items-start md:gap-6">
          <div className="text-sm">
            <time dateTime={event.occurredAt} className="tabular-nums text-ink">
              {auditTimeFormat.format(new Date(event.occurredAt))}
            </time>
            <p className="mt-0.5 break-all text-xs text-stone">{event.actor.email}</p>
            {event.actor.role ? (
              <p className="mt-0.5 text-xs uppercase tracking-wider text-gold-deep">as {TEAM_ROLE_LABELS[event.actor.role]}</p>
            ) : null}
          </div>
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <Badge tone="neutral">{describeEntity(event.entityType)}</Badge>
              <span className="text-ink-soft">{describeAction(event)}</span>
              {event.entityLabel && event.entityType !== 'settings' ? (
                <span className="font-medium text-ink break-all">{event.entityLabel}</span>
              ) : null}
            </p>
            <p className="mt-1.5 text-xs text-stone">
              {fieldNames.length === 0 ? 'No field changed' : `${preview}${more > 0 ? ` and ${more} more` : ''}`}
            </p>
          </div>
          {event.changes.length > 0 ? (
            <CollapsibleTrigger
              aria-controls={detailsId}
              className="inline-flex items-center gap-1.5 self-start text-xs font-medium uppercase tracking-wider text-gold-deep hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
            >
              <span className="group-data-[state=open]/event:hidden">Show changes</span>
              <span className="hidden group-data-[state=open]/event:inline">Hide changes</span>
              <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-data-[state=open]/event:rotate-180" />
            </CollapsibleTrigger>
          ) : null}
        </div>
        <CollapsibleContent id={detailsId} className="px-5 pb-6 sm:px-7">
          <div className="overflow-x-auto border border-line">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Changes made by {event.actor.email}: {describeAction(event)} {event.entityLabel}
              </caption>
              <thead className="bg-ivory-deep/60 text-xs uppercase tracking-wider text-stone">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Field
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    Before
                  </th>
                  <th scope="col" className="px-4 py-2.5 font-medium">
                    After
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {event.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row" className="px-4 py-2.5 align-top font-medium text-ink-soft">
                      {describeField(change.field)}
                    </th>
                    <td className="max-w-md break-words px-4 py-2.5 align-top text-stone line-through decoration-stone/40">
                      {describeValue(change.field, change.before)}
                    </td>
                    <td className="max-w-md break-words px-4 py-2.5 align-top text-ink">{describeValue(change.field, change.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {event.ip ? <p className="mt-2 text-xs text-stone">From {event.ip}</p> : null}
        </CollapsibleContent>
      </Collapsible>
    </li>
  );
}
