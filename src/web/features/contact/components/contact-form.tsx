// First: it switches zod to jitless before the shared schema below is built (the CSP forbids eval).
import { zodResolver } from '#web/lib/zod-resolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formatDateTimeIn } from '#shared/format';
import { TIME_ZONE } from '#shared/domain/mexican-time-zones';
import { contactMessages } from '#shared/contact-messages';
import {
  contactFormDefaults,
  contactInput,
  type ContactForm as ContactFormValues,
  type ContactInput,
  type ContactSent,
} from '#shared/schemas/contact';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { TextareaField } from '#web/components/ui/textarea-field';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { browserTimeZone } from '#web/lib/time-zone';
import { toast } from '#web/lib/toast';
import { useSendContactMessage } from '#web/features/contact/api/send-contact-message';
import { contactTexts } from '#web/features/contact/texts';
import { fieldProps } from '#web/lib/field-props';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;

function failureText(error: unknown): string {
  return error instanceof ApiError && error.status === 429 ? error.message : contactMessages.sendFailed;
}

// Support's hours are Mexico City's: a reader elsewhere is told whose clock the time is on.
function answerByText({ priority, answerBy }: ContactSent): string {
  const date = formatDateTimeIn(answerBy, TIME_ZONE, browserTimeZone());
  return fillMessage(priority ? contactMessages.answerByPriority : contactMessages.answerBy, { date });
}

export function ContactForm() {
  const [banner, setBanner] = useState<string | null>(null);
  const [sent, setSent] = useState<ContactSent | null>(null);
  const send = useSendContactMessage();
  const form = useForm<ContactFormValues, unknown, ContactInput>({
    resolver: zodResolver(contactInput),
    defaultValues: contactFormDefaults,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    setSent(null);
    try {
      setSent(await send.mutateAsync(values));
      form.reset(contactFormDefaults);
      toast.success(contactMessages.sentTitle, contactMessages.sentBody);
    } catch (error) {
      // Nothing is cleared: what the person typed stays in the form for another try.
      if (error instanceof ApiError && error.fields) {
        for (const name of FIELDS) {
          const message = error.fields[name];
          if (message) form.setError(name, { type: 'server', message });
        }
      }
      setBanner(failureText(error));
    }
  });

  return (
    <form noValidate className="grid gap-5" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={contactTexts.name} autoComplete="name" {...fieldProps(form, 'name')} />
        <TextField
          label={contactTexts.email}
          type="email"
          autoComplete="email"
          {...fieldProps(form, 'email')}
        />
      </div>
      <TextField label={contactTexts.subject} {...fieldProps(form, 'subject')} />
      <TextareaField label={contactTexts.message} {...fieldProps(form, 'message')} />
      {/* Honeypot: off-screen and out of the tab order, so only bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{contactTexts.honeypot}</label>
        <input
          id="contact-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register('website')}
        />
      </div>
      {banner ? <Alert>{banner}</Alert> : null}
      {sent ? <Alert variant="success">{answerByText(sent)}</Alert> : null}
      <Button type="submit" size="lg" loading={isSubmitting} className="justify-self-start">
        {contactTexts.submit}
      </Button>
    </form>
  );
}
