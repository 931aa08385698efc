import { FileUp } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { verificationMessages } from '#shared/verification-messages';
import type { DocumentKind, VerificationDocument } from '#shared/schemas/verification';
import { FileField } from '#web/components/ui/file-field';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { useUploadVerificationDocument } from '#web/features/provider/verification/api/upload-document';
import { DOCUMENT_ACCEPT, describeDocument, documentProblem } from './document-file';

const texts = verificationMessages.page;

type DocumentFieldProps = { kind: DocumentKind; document: VerificationDocument | undefined; locked: boolean };

// One document: what is uploaded, and (until it is sent for review) a picker that uploads at once.
export function DocumentField({ kind, document, locked }: DocumentFieldProps) {
  const upload = useUploadVerificationDocument();
  const [error, setError] = useState<string | undefined>();
  const label = verificationMessages.documents[kind];
  const state = document ? describeDocument(document) : texts.notUploaded;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Emptied at once, so choosing the same file again (after fixing it) fires another change.
    event.target.value = '';
    if (!file) return;
    const problem = documentProblem(file);
    setError(problem ?? undefined);
    if (problem) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => toast.success(texts.uploadedToast, label),
        onError: (cause) => {
          // Type, size, unreadable files and a locked request come back with the server's own Spanish message.
          const message =
            cause instanceof ApiError && cause.status < 500 ? cause.message : texts.uploadFailed;
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  if (locked)
    return (
      <div className="grid gap-1">
        <p className="text-sm font-medium text-slate-900">{label}</p>
        <p className="text-sm text-slate-700">{state}</p>
      </div>
    );

  return (
    <FileField
      label={label}
      hint={state}
      error={error}
      accept={DOCUMENT_ACCEPT}
      disabled={upload.isPending}
      onChange={choose}
      icon={<FileUp aria-hidden />}
      choose={upload.isPending ? texts.uploading : document ? texts.replace : texts.choose}
    />
  );
}
