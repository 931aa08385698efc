import { Link } from 'react-router';
import { logoAlt } from '#shared/domain/logo';
import { logoMessages, logoUi as texts } from '#shared/logo-messages';
import type { ProviderProfile } from '#shared/schemas/provider';
import { Alert } from '#web/components/ui/alert';
import { Button, buttonVariants } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { toast } from '#web/lib/toast';
import { useRemoveLogo, useUploadLogo } from '#web/features/provider/profile/api/logo';
import { failureText, useChosenImage } from './use-chosen-image';
import { ChosenImageButtons, ChosenImageField } from './chosen-image-field';
import { HiddenImageNotice } from './hidden-image-notice';

type LogoCardProps = { profile: ProviderProfile; displayName: string };

// 'Logotipo' (Empresarial): choose, see it, upload or discard; 'Quitar' whatever the plan.
export function LogoCard({ profile, displayName }: LogoCardProps) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const image = useChosenImage(upload, {
    type: logoMessages.type,
    tooLarge: logoMessages.tooLarge,
    uploaded: texts.uploaded,
    uploadFailed: texts.uploadFailed,
  });
  const quit = () =>
    remove.mutate(undefined, {
      onSuccess: () => toast.success(texts.removed),
      onError: (cause) => toast.error(failureText(cause, texts.removeFailed)),
    });

  const { file, preview } = image;
  const shown = preview ?? profile.logoUrl;
  return (
    <TitledCard
      title={texts.title}
      description={profile.logoAllowed ? texts.intro : texts.planIncludes}
      className="grid gap-4"
    >
      {profile.logoHiddenReason ? (
        <HiddenImageNotice title={texts.hidden} reason={profile.logoHiddenReason} />
      ) : null}
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
        <ChosenImageField
          image={image}
          labels={{ label: texts.file, hint: texts.hint, choose: texts.choose, noneChosen: texts.noneChosen }}
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {file ? (
          <ChosenImageButtons
            image={image}
            uploading={upload.isPending}
            upload={texts.upload}
            discard={texts.discard}
          />
        ) : profile.hasLogo ? (
          <Button size="sm" variant="outline" loading={remove.isPending} onClick={quit}>
            {texts.remove}
          </Button>
        ) : null}
      </div>
    </TitledCard>
  );
}
