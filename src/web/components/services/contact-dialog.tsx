// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { serviceContactMessages as texts } from '#shared/address-messages';
import type { Profile } from '#shared/schemas/profile';
import {
  serviceContactChangeInput,
  type Service,
  type ServiceContactChangeInput,
} from '#shared/schemas/services';
import { ContactFieldset, contactPaths, toAddressForm } from '#web/components/address/contact-fields';
import { CheckboxField } from '#web/components/ui/checkbox-field';
import { Dialog, DialogContent } from '#web/components/ui/dialog';
import { DialogFormFooter } from '#web/components/ui/dialog-form-footer';
import { apiFetch } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { sendFromDialog } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { profileQueryOptions } from '#web/lib/client/get-profile';
import { refreshServiceLists } from './card/api';

type Values = z.input<typeof serviceContactChangeInput>;
const FIELDS = contactPaths('contact') as Path<Values>[];

/**
 * What the form starts from: what the service already carries, else what Perfil holds. 'Guardar también en mi
 * perfil' starts ticked only when Perfil has no address, so that nothing saved there is replaced unasked.
 */
function startingValues(own: NonNullable<Service['ownContact']>, profile: Profile | undefined): Values {
  return {
    contact: {
      address: toAddressForm(own.address ?? profile?.address),
      phone: own.phone ?? profile?.phone ?? '',
    },
    saveToProfile: profile !== undefined && profile.address === null,
  };
}

const saveContact = (serviceId: string, body: ServiceContactChangeInput) =>
  apiFetch<{ service: Service }>(`/api/services/${encodeURIComponent(serviceId)}/contact`, {
    method: 'PUT',
    body,
  });

/** 'Agregar dirección y teléfono' / 'Corregir…': the request form's fields, for a service still ahead. */
export default function ContactDialog({
  service,
  adding,
  onClose,
}: {
  service: Service;
  adding: boolean;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const profile = useQuery(profileQueryOptions).data;
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values, unknown, ServiceContactChangeInput>({
    resolver: zodResolver(serviceContactChangeInput),
    values: startingValues(service.ownContact!, profile),
    resetOptions: { keepDirtyValues: true },
  });
  const { isSubmitting } = form.formState;
  const confirmed = service.status === 'confirmed';

  const submit = form.handleSubmit(async (input) => {
    setRefusal(null);
    const sent = await sendFromDialog(() => saveContact(service.id, input), {
      setError: form.setError,
      fields: FIELDS,
      onRefusal: setRefusal,
      fallback: texts.failed,
    });
    // Also after a refusal: the card shows what the service has become meanwhile.
    void refreshServiceLists(queryClient);
    if (!sent) {
      const wrong = FIELDS.find((name) => form.getFieldState(name).error);
      if (wrong) form.setFocus(wrong);
      return;
    }
    toast.success(texts.saved, confirmed ? texts.savedConfirmed : texts.savedPending);
    onClose();
  });

  return (
    <Dialog open onOpenChange={(next) => !next && !isSubmitting && onClose()}>
      <DialogContent
        title={fillMessage(adding ? texts.addTitle : texts.correctTitle, { title: service.title })}
        description={confirmed ? texts.toConfirmed : texts.toPending}
      >
        <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
          <ContactFieldset form={form} name="contact" />
          <CheckboxField label={texts.saveToProfile} {...form.register('saveToProfile')} />
          <DialogFormFooter refusal={refusal} submitting={isSubmitting} submitLabel={texts.save} />
        </form>
      </DialogContent>
    </Dialog>
  );
}
