import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { logoAlt } from '../../../../../shared/domain/logo';
import { logoMessages, logoUi as texts } from '../../../../../shared/logo-messages';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, type ProviderProfile } from '../../../../../shared/schemas/provider';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { FileField } from '../../../../components/ui/file-field';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useRemoveLogo, useUploadLogo } from '../api/logo';

type LogoCardProps = { profile: ProviderProfile; displayName: string };

// The same limits the server applies, checked before any byte is sent.
function logoProblem(file: File): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return logoMessages.type;
  if (file.size > MAX_PHOTO_BYTES) return logoMessages.tooLarge;
  return null;
}

const failure = (cause: unknown, fallback: string) =>
  cause instanceof ApiError && cause.status < 500 ? cause.message : fallback;

// 'Logotipo' (Empresarial): choose, see it, upload or discard; 'Quitar' whatever the plan.
export function LogoCard({ profile, displayName }: LogoCardProps) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const discard = () => {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = logoProblem(chosen);
    setError(problem ?? undefined);
    if (problem) return discard();
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const send = () =>
    file &&
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(texts.uploaded);
        discard();
      },
      onError: (cause) => {
        setError(failure(cause, texts.uploadFailed));
        toast.error(failure(cause, texts.uploadFailed));
      },
    });
  const quit = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(texts.removed),
      onError: (cause) => toast.error(failure(cause, texts.removeFailed)),
    });

  const shown = preview ?? profile.logoUrl;
  return (
    <Card aria-labelledby="logo-title" className="grid gap-4">
      <CardHeader>
        <CardTitle id="logo-title">{texts.title}</CardTitle>
        <CardDescription>{profile.logoAllowed ? texts.intro : texts.planIncludes}</CardDescription>
      </CardHeader>
      {profile.logoAllowed ? null : (
        <div className="grid justify-items-start gap-3">
          {profile.hasLogo ? <Alert variant="info">{texts.kept}</Alert> : null}
          <Link to="/proveedor/suscripcion" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {texts.seePlans}
          </Link>
        </div>
      )}
      {shown ? (
        <img
          src={shown}
          alt={preview ? texts.preview : logoAlt(displayName)}
          width={96}
          height={96}
          style={{ width: 96, height: 96 }}
          className="rounded-md bg-slate-50 object-contain ring-1 ring-slate-200"
        />
      ) : null}
      {profile.logoAllowed ? (
        <FileField
          label={texts.file}
          hint={texts.hint}
          error={error}
          ref={inputRef}
          accept={PHOTO_TYPES.join(',')}
          onChange={choose}
          icon={<ImageUp aria-hidden />}
          choose={texts.choose}
          chosen={file?.name ?? texts.noneChosen}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {file ? (
          <>
            <Button size="sm" loading={upload.isPending} onClick={send}>
              {texts.upload}
            </Button>
            <Button size="sm" variant="outline" disabled={upload.isPending} onClick={discard}>
              {texts.discard}
            </Button>
          </>
        ) : profile.hasLogo ? (
          <Button size="sm" variant="outline" loading={remove.isPending} onClick={quit}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
