import { useRef } from 'react';
import { verificationMessages } from '#shared/verification-messages';
import { DOCUMENT_KINDS, type Verification } from '#shared/schemas/verification';
import { Card, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { LoadError, LoadingStatus } from '#web/components/ui/query-status';
import { useVerification } from '#web/features/provider/verification/api/get-verification';
import { BadgeCard } from './badge-card';
import { DocumentField } from './document-field';
import { StatusCard } from './status-card';
import { SubmitForm } from './submit-form';

const texts = verificationMessages.page;

export function VerificationContent() {
  const verification = useVerification();
  if (verification.isPending) return <LoadingStatus />;
  if (verification.isError) return <LoadError onRetry={() => void verification.refetch()} />;
  return <VerificationEditor verification={verification.data} />;
}

function VerificationEditor({ verification }: { verification: Verification }) {
  const statusRef = useRef<HTMLHeadingElement>(null);
  // Under review or approved, the server refuses any change: the page shows what was sent, without controls.
  const locked = verification.status === 'pending' || verification.status === 'approved';
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div className="grid gap-6">
        <StatusCard verification={verification} locked={locked} headingRef={statusRef} />
        <Card aria-labelledby="verification-documents" className="grid gap-5">
          <CardHeader className="mb-0">
            <CardTitle id="verification-documents">{texts.documentsTitle}</CardTitle>
            <CardDescription>{texts.documentsHint}</CardDescription>
          </CardHeader>
          {DOCUMENT_KINDS.map((kind) => (
            <DocumentField
              key={kind}
              kind={kind}
              document={verification.documents.find((document) => document.kind === kind)}
              locked={locked}
            />
          ))}
        </Card>
        {locked ? null : (
          <Card aria-labelledby="verification-submit" className="grid gap-5">
            <CardHeader className="mb-0">
              <CardTitle id="verification-submit">{texts.formTitle}</CardTitle>
            </CardHeader>
            {/* Keyed by the status: after a rejection the form starts again from the request's values. */}
            <SubmitForm
              key={verification.status}
              verification={verification}
              onSubmitted={() => statusRef.current?.focus()}
            />
          </Card>
        )}
      </div>
      <BadgeCard />
    </div>
  );
}
