// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useForm } from 'react-hook-form';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import {
  applicationInput,
  MAX_PROPOSED_PRICE_PESOS,
  type ApplicationInput,
  type NearbyRequest,
} from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '#web/components/ui/dialog';
import { SelectField } from '#web/components/ui/select-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { LEGACY_MINUTES } from '#shared/domain/service-length';
import { SERVICE_HOURS_OPTIONS } from '#shared/request-length-labels';
import { offerMessages } from '#shared/request-messages';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api';
import { applyFieldErrors } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { useApplyToRequest } from '#web/features/provider/requests/api/apply-to-request';
import { fieldProps } from '#web/lib/field-props';

const texts = providerUi.requests;
const asNumber = { setValueAs: (value: string | number) => Number(value) };

/** The offer starts from the request's estimate (its upper end, what a booking would hold), or 3 h without one. */
const emptyOffer = (request: NearbyRequest): ApplicationInput => ({
  proposedPrice: Number.NaN,
  message: '',
  durationHours: request.length?.maxHours ?? LEGACY_MINUTES / 60,
});

// Refusals that trying again would not fix: the server's Spanish message says why (the Básico limit first).
const FINAL_REFUSALS = new Set([
  'PLAN_LIMIT_REACHED',
  'ALREADY_APPLIED',
  'REQUEST_NOT_OPEN',
  'REQUEST_EXPIRED',
  'NO_ACTIVE_PLAN',
  'OWN_REQUEST',
  'NOT_FOUND',
  'EMAIL_NOT_VERIFIED',
]);

type ApplyDialogProps = { request: NearbyRequest; open: boolean; onOpenChange: (open: boolean) => void };

export function ApplyDialog({ request, open, onOpenChange }: ApplyDialogProps) {
  const apply = useApplyToRequest();
  const form = useForm<ApplicationInput>({
    resolver: zodResolver(applicationInput),
    defaultValues: emptyOffer(request),
  });
  const { isSubmitting } = form.formState;
  const [price, message] = form.watch(['proposedPrice', 'message']);
  const ready = Number.isFinite(price) && message.trim().length > 0;

  const close = () => {
    form.reset(emptyOffer(request));
    onOpenChange(false);
  };

  const submit = form.handleSubmit(async (input) => {
    try {
      await apply.mutateAsync({ requestId: request.id, input });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['proposedPrice', 'durationHours', 'message'])) return;
      const final = error instanceof ApiError && FINAL_REFUSALS.has(error.code);
      toast.error(final ? error.message : providerMessages.applyFailed);
      if (final) close();
      return;
    }
    toast.success(providerMessages.appliedTitle, providerMessages.appliedBody);
    close();
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isSubmitting && close())}>
      <DialogContent title={texts.dialogTitle} description={request.title}>
        <form noValidate className="grid gap-4" onSubmit={(event) => void submit(event)}>
          <TextField
            label={texts.price}
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_PROPOSED_PRICE_PESOS}
            step="0.01"
            {...fieldProps(form, 'proposedPrice', { valueAsNumber: true })}
          />
          <SelectField
            label={offerMessages.duration}
            placeholder={offerMessages.duration}
            options={SERVICE_HOURS_OPTIONS}
            {...fieldProps(form, 'durationHours', asNumber)}
          />
          <TextareaField
            label={texts.message}
            placeholder={texts.messagePlaceholder}
            rows={4}
            maxLength={2000}
            {...fieldProps(form, 'message')}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {providerUi.cancel}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={!ready} loading={isSubmitting}>
              {texts.send}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
