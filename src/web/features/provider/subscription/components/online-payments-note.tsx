import { Info } from 'lucide-react';
import { planPaymentMessages } from '../../../../../shared/messages';

/** 'immediate' mode (development, tests): nothing is charged, said plainly and calmly, not as an error. */
export function OnlinePaymentsNote() {
  return (
    <div
      role="note"
      aria-labelledby="online-payments-title"
      className="flex gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
    >
      <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-slate-600" />
      <p>
        <strong id="online-payments-title" className="font-semibold text-slate-900">
          {planPaymentMessages.onlineOff}.
        </strong>{' '}
        {planPaymentMessages.onlineOffBody}
      </p>
    </div>
  );
}
