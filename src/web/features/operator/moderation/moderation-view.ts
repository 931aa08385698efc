import { operatorMessages } from '#shared/operator-messages';
import type { ModerationItem, ModerationStatus, ModerationTarget } from '#shared/schemas/moderation';
import { fillMessage } from '#web/lib/fill-message';

const texts = operatorMessages.moderation;

/** What Moderación lists: content, or reported conversations (whose statuses are their own). */
export type ModerationKind = ModerationTarget | 'conversation';
export type ModerationView = { kind: ModerationKind; status: ModerationStatus };

// In the address (?tipo=solicitudes&estado=ocultos), in Spanish like the console's other filters, so that a list
// can be kept, shared and found again with Back. The first of each is the default and leaves the address bare.
export const KIND_PARAMS = {
  review: 'resenas',
  request: 'solicitudes',
  photo: 'fotos',
  logo: 'logotipos',
  conversation: 'conversaciones',
} as const satisfies Record<ModerationKind, string>;
export const STATUS_PARAMS = { visible: 'visibles', hidden: 'ocultos' } as const satisfies Record<
  ModerationStatus,
  string
>;
export const KIND_PARAM = 'tipo';
export const STATUS_PARAM = 'estado';

function keyOf<K extends string>(params: Record<K, string>, value: string | null, fallback: K): K {
  const found = (Object.keys(params) as K[]).find((key) => params[key] === value);
  return found ?? fallback;
}

/** The list an address asks for; anything unknown falls back to visible reviews. */
export function readModerationView(params: URLSearchParams): ModerationView {
  return {
    kind: keyOf(KIND_PARAMS, params.get(KIND_PARAM), 'review'),
    status: keyOf(STATUS_PARAMS, params.get(STATUS_PARAM), 'visible'),
  };
}

/** The search params of a list: the defaults are left out. */
export function moderationViewParams({ kind, status }: ModerationView): Record<string, string> {
  return {
    ...(kind === 'review' ? {} : { [KIND_PARAM]: KIND_PARAMS[kind] }),
    ...(status === 'visible' ? {} : { [STATUS_PARAM]: STATUS_PARAMS[status] }),
  };
}

/** What names an item: its card's heading, its dialog's title and its buttons' accessible names. */
export function moderationItemLabel(item: ModerationItem): string {
  switch (item.type) {
    case 'review':
      return fillMessage(texts.labels.review, {
        author: item.author.name,
        subject: item.subject?.name ?? '',
      });
    case 'request':
      return fillMessage(texts.labels.request, { title: item.title });
    case 'photo':
      return fillMessage(texts.labels.photo, { name: item.author.name });
    case 'logo':
      return fillMessage(texts.labels.logo, { name: item.author.name });
  }
}

export function openReportsText(count: number): string {
  return count === 1 ? texts.reports.one : fillMessage(texts.reports.other, { count });
}
