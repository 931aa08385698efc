import type { Ref } from 'react';
import { formatDateTime } from '#shared/format';
import { verificationMessages } from '#shared/verification-messages';
import type { Verification, VerificationStatus } from '#shared/schemas/verification';
import { Alert } from '#web/components/ui/alert';
import { Card, CardHeader, CardTitle } from '#web/components/ui/card';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';

const texts = verificationMessages.page;

const TONES: Record<VerificationStatus, string> = {
  none: 'bg-slate-200 text-slate-900',
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

type StatusCardProps = { verification: Verification; locked: boolean; headingRef?: Ref<HTMLHeadingElement> };

/** Where the request stands, why it was rejected, and why nothing can change while it is reviewed. */
export function StatusCard({ verification, locked, headingRef }: StatusCardProps) {
  const { status, submittedAt, decidedAt, rejectionReason } = verification;
  const decided = status === 'approved' || status === 'rejected';
  return (
    <Card aria-labelledby="verification-status" className="grid gap-3">
      <CardHeader className="mb-0">
        <CardTitle id="verification-status" ref={headingRef} tabIndex={-1} className="outline-none">
          {texts.statusTitle}
        </CardTitle>
      </CardHeader>
      <p>
        <span className={cn('rounded-full px-3 py-1 text-sm font-semibold', TONES[status])}>
          {verificationMessages.statuses[status]}
        </span>
      </p>
      <p className="text-slate-800">{texts.statusHints[status]}</p>
      {status !== 'none' && submittedAt ? (
        <p className="text-sm text-slate-700">
          {fillMessage(texts.submittedAt, { date: formatDateTime(submittedAt) })}
          {decided && decidedAt
            ? ` ${fillMessage(texts.decidedAt, { date: formatDateTime(decidedAt) })}`
            : null}
        </p>
      ) : null}
      {status === 'rejected' && rejectionReason ? (
        <div className="grid gap-1 rounded-md border border-red-200 bg-red-50 p-3">
          <p className="text-sm font-semibold text-red-900">{texts.rejectionReason}</p>
          <p className="break-words whitespace-pre-line text-red-900">{rejectionReason}</p>
        </div>
      ) : null}
      {locked ? <Alert variant="info">{verificationMessages.locked}</Alert> : null}
    </Card>
  );
}
