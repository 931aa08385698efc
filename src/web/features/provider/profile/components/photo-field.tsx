import { ImageUp } from 'lucide-react';
import { useEffect } from 'react';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import { PHOTO_TYPES } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { FileField } from '#web/components/ui/file-field';
import { useUploadProfilePhoto } from '#web/features/provider/profile/api/upload-photo';
import { useChosenImage } from './use-chosen-image';

const texts = providerUi.profile;

type PhotoFieldProps = { onPreviewChange: (url: string | null) => void };

// Choose, see it in the preview card, then upload or discard.
export function PhotoField({ onPreviewChange }: PhotoFieldProps) {
  const upload = useUploadProfilePhoto();
  const { inputRef, file, preview, error, choose, discard, send } = useChosenImage(upload, {
    type: providerMessages.photoType,
    tooLarge: providerMessages.photoTooLarge,
    uploaded: texts.photoUploaded,
    uploadFailed: texts.photoUploadFailed,
  });
  useEffect(() => onPreviewChange(preview), [preview, onPreviewChange]);

  return (
    <div className="grid gap-3">
      <FileField
        label={texts.photo}
        hint={texts.photoHint}
        error={error}
        ref={inputRef}
        accept={PHOTO_TYPES.join(',')}
        onChange={choose}
        icon={<ImageUp aria-hidden />}
        choose={texts.choosePhoto}
        chosen={file?.name ?? texts.noPhotoChosen}
      />
      {file ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={upload.isPending} onClick={send}>
            {texts.uploadPhoto}
          </Button>
          <Button size="sm" variant="outline" disabled={upload.isPending} onClick={discard}>
            {texts.discardPhoto}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
