import { FileText } from 'lucide-react';
import { findPlan } from '../../../../shared/catalog';
import { formatDateTime } from '../../../../shared/format';
import { uiMessages } from '../../../../shared/messages';
import { operatorMessages } from '../../../../shared/operator-messages';
import type { PendingVerification } from '../../../../shared/schemas/operator';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../../shared/schemas/verification';
import { Button } from '../../../components/ui/button';
import { DetailList } from '../../../components/ui/detail-list';
import { fillMessage } from '../../../lib/fill-message';
import { toast } from '../../../lib/toast';
import { useDecideVerification } from '../api/decide-verification';
import { verificationDocumentUrl } from '../api/get-verifications';
import { EmailLink } from '../components/email-link';
import { ConsoleCard, refusalMessage } from '../components/console-card';

const texts = operatorMessages.verifications;
const LINKS: Record<DocumentKind, string> = { id: texts.viewId, address: texts.viewAddress };

type VerificationCardProps = { verification: PendingVerification; onReject: () => void };

/** One provider waiting: who they are, their plan and RFC, their two documents, and the decision. */
export function VerificationCard({ verification, onReject }: VerificationCardProps) {
  const approve = useDecideVerification();
  const titleId = `verification-${verification.providerId}`;
  const { name } = verification;

  const sendApproval = () =>
    approve.mutate(
      { providerId: verification.providerId, decision: 'approve', input: {} },
      {
        onSuccess: () => toast.success(operatorMessages.verificationApproved, name),
        // Decided by someone else meanwhile (409): the server says so.
        onError: (error) => toast.error(refusalMessage(error)),
      },
    );

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
        <Button
          loading={approve.isPending}
          aria-label={fillMessage(texts.approveLabel, { name })}
          onClick={sendApproval}
        >
          {texts.approve}
        </Button>
        <Button
          variant="destructive"
          disabled={approve.isPending}
          aria-label={fillMessage(texts.rejectLabel, { name })}
          onClick={onReject}
        >
          {texts.reject}
        </Button>
      </div>
    </ConsoleCard>
  );
}
