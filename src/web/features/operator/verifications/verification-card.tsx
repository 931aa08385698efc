import { FileText } from 'lucide-react';
import { findPlan } from '#shared/catalog';
import { formatDateTime } from '#shared/format';
import { uiMessages } from '#shared/common-messages';
import { operatorMessages } from '#shared/operator-messages';
import type { PendingVerification } from '#shared/schemas/operator';
import { DOCUMENT_KINDS, type DocumentKind } from '#shared/schemas/verification';
import { Button } from '#web/components/ui/button';
import { DetailList } from '#web/components/ui/detail-list';
import { fillMessage } from '#web/lib/fill-message';
import { verificationDocumentUrl } from '#web/features/operator/api/get-verifications';
import { EmailLink } from '#web/features/operator/components/email-link';
import { ConsoleCard } from '#web/features/operator/components/console-card';

const texts = operatorMessages.verifications;
const LINKS: Record<DocumentKind, string> = { id: texts.viewId, address: texts.viewAddress };

type VerificationCardProps = {
  verification: PendingVerification;
  onApprove: () => void;
  onReject: () => void;
};

/** One provider waiting: who they are, their plan and RFC, their two documents, and the decision (asked again). */
export function VerificationCard({ verification, onApprove, onReject }: VerificationCardProps) {
  const titleId = `verification-${verification.providerId}`;
  const { name } = verification;

  return (
    <ConsoleCard id={titleId} title={name}>
      <DetailList
        details={[
          {
            term: texts.email,
            value: <EmailLink email={verification.email} />,
          },
          { term: texts.plan, value: findPlan(verification.plan)?.name ?? texts.noPlan },
          { term: texts.rfc, value: verification.rfc ?? texts.noRfc },
          { term: texts.submittedAt, value: formatDateTime(verification.submittedAt) },
        ]}
      />
      <div className="grid gap-2">
        <p className="text-sm text-slate-600">{texts.documents}</p>
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {DOCUMENT_KINDS.map((kind) => (
            <li key={kind} className="text-sm">
              {verification.documents.some((document) => document.kind === kind) ? (
                <a
                  href={verificationDocumentUrl(verification.providerId, kind)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 font-medium text-brand underline-offset-4 hover:underline"
                >
                  <FileText aria-hidden className="size-4" />
                  {LINKS[kind]}
                  <span className="sr-only"> {uiMessages.opensInNewTab}</span>
                </a>
              ) : (
                <span className="text-slate-700">{texts.missingDocument}</span>
              )}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap gap-3 border-t border-slate-100 pt-4">
        <Button aria-label={fillMessage(texts.approveLabel, { name })} onClick={onApprove}>
          {texts.approve}
        </Button>
        <Button
          variant="destructive"
          aria-label={fillMessage(texts.rejectLabel, { name })}
          onClick={onReject}
        >
          {texts.reject}
        </Button>
      </div>
    </ConsoleCard>
  );
}
