import { BadgeCheck } from 'lucide-react';
import { operatorMessages } from '#shared/operator-messages';
import type { PendingVerification } from '#shared/schemas/operator';
import { useVerifications } from '#web/features/operator/api/get-verifications';
import { ConsoleList, useDialogTarget } from '#web/features/operator/components/console-list';
import { ApproveDialog } from './approve-dialog';
import { RejectDialog } from './reject-dialog';
import { VerificationCard } from './verification-card';

const texts = operatorMessages.verifications;

type Target = { verification: PendingVerification; decision: 'approve' | 'reject' };

export function VerificationsContent() {
  const query = useVerifications();
  const { target, ask, ...dialog } = useDialogTarget<Target>();
  const Dialog = target?.decision === 'approve' ? ApproveDialog : RejectDialog;
  return (
    <ConsoleList
      query={query}
      label={texts.listLabel}
      empty={{ icon: BadgeCheck, title: texts.emptyTitle, description: texts.emptyBody }}
      itemKey={(verification) => verification.providerId}
      dialog={
        target ? (
          <Dialog
            key={`${target.decision}-${target.verification.providerId}`}
            verification={target.verification}
            {...dialog}
          />
        ) : null
      }
    >
      {(verification) => (
        <VerificationCard
          verification={verification}
          onApprove={() => ask({ verification, decision: 'approve' })}
          onReject={() => ask({ verification, decision: 'reject' })}
        />
      )}
    </ConsoleList>
  );
}
