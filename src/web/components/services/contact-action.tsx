import { lazy, Suspense, useState } from 'react';
import { serviceContactMessages as texts } from '#shared/address-messages';
import { contactChange, contactComplete } from '#shared/domain/service-contact';
import type { Service } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';

// The form and its resolver come with the first click, never with Programados.
const ContactDialog = lazy(() => import('./contact-dialog'));

/**
 * On the customer's card of a service still ahead: 'Agregar dirección y teléfono' when the service lacks them
 * (one agreed before the request form asked), 'Corregir dirección y teléfono' while they may still be corrected;
 * nothing otherwise (shared/domain/service-contact.ts, the rule the server applies).
 */
export function ServiceContactAction({
  service,
  viewer,
}: {
  service: Service;
  viewer: 'customer' | 'provider';
}) {
  const [open, setOpen] = useState(false);
  if (viewer !== 'customer' || !service.ownContact) return null;
  const change = contactChange(
    {
      status: service.status,
      scheduledAt: new Date(service.scheduledAt),
      complete: contactComplete(service.ownContact),
    },
    new Date(),
  );
  if (!change.ok) return null;
  const adding = change.kind === 'add';
  return (
    <div className="grid gap-3">
      {adding ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          {texts.missing}
        </p>
      ) : null}
      <Button
        variant={adding ? 'default' : 'outline'}
        size="wrap"
        className="justify-self-start"
        aria-label={fillMessage(adding ? texts.addFor : texts.correctFor, { title: service.title })}
        onClick={() => setOpen(true)}
      >
        {adding ? texts.add : texts.correct}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ContactDialog service={service} adding={adding} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
