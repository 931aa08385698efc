import { useState, type ChangeEvent, type FormEvent } from 'react';
import { formatMoney } from '#shared/format';
import { refundAccountInput, type Service } from '#shared/schemas/services';
import { Button } from '#web/components/ui/button';
import { TextField } from '#web/components/ui/text-field';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { useRefundAccount } from './api';
import { onlineTexts as texts } from './online-texts';

type Refund = NonNullable<NonNullable<Service['card']>['refund']>;
type Errors = Partial<Record<'clabe' | 'holder', string>>;

/**
 * 'Recibir reembolso': an OXXO payment owed back, by transfer to the CLABE the customer gives (its check digit
 * checked here and again on the server). Once given, the state and the CLABE's last digits; it may be changed
 * until an operator sends the transfer.
 */
export function RefundAccountForm({ serviceId, refund }: { serviceId: string; refund: Refund }) {
  const save = useRefundAccount(serviceId);
  const [editing, setEditing] = useState(refund.state === 'owed');
  const [values, setValues] = useState({ clabe: '', holder: '' });
  const [errors, setErrors] = useState<Errors>({});
  const amount = formatMoney(refund.amount);

  if (refund.state === 'sent' || !editing)
    return (
      <div className="grid gap-2 text-sm">
        <p className="text-slate-800" role="status">
          {fillMessage(refund.state === 'sent' ? texts.refundSent : texts.refundRequested, {
            amount,
            end: refund.clabeEnd ?? '',
          })}
        </p>
        {refund.state === 'requested' ? (
          <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setEditing(true)}>
            {texts.refundChange}
          </Button>
        ) : null}
      </div>
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = refundAccountInput.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as keyof Errors] ??= issue.message;
      return setErrors(found);
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(texts.refundTitle, texts.refundSaved);
        setEditing(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) return setErrors(error.fields as Errors);
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : texts.refundFailed);
      },
    });
  };

  // A field's name, value, message and typing, from this form's state.
  const field = (name: keyof Errors) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [name]: event.target.value }),
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={`${serviceId}-refund`} className="grid gap-3">
      <h4 id={`${serviceId}-refund`} className="text-sm font-semibold text-slate-900">
        {texts.refundTitle}
      </h4>
      <p className="text-sm text-slate-800">{fillMessage(texts.refundIntro, { amount })}</p>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={texts.clabeLabel}
          inputMode="numeric"
          autoComplete="off"
          maxLength={22}
          {...field('clabe')}
        />
        <TextField label={texts.holderLabel} autoComplete="name" maxLength={120} {...field('holder')} />
      </div>
      <Button type="submit" loading={save.isPending} className="justify-self-start">
        {texts.refundSave}
      </Button>
    </form>
  );
}
