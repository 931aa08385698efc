import { useEffect } from 'react';
import { providerMessages } from '#shared/provider-messages';
import { providerUi } from '#shared/provider-ui';
import { useUploadProfilePhoto } from '#web/features/provider/profile/api/upload-photo';
import { useChosenImage } from './use-chosen-image';
import { ChosenImageButtons, ChosenImageField } from './chosen-image-field';

const texts = providerUi.profile;

type PhotoFieldProps = { onPreviewChange: (url: string | null) => void };

// Choose, see it in the preview card, then upload or discard.
export function PhotoField({ onPreviewChange }: PhotoFieldProps) {
  const upload = useUploadProfilePhoto();
  const image = useChosenImage(upload, {
    type: providerMessages.photoType,
    tooLarge: providerMessages.photoTooLarge,
    uploaded: texts.photoUploaded,
    uploadFailed: texts.photoUploadFailed,
  });
  const { preview } = image;
  useEffect(() => onPreviewChange(preview), [preview, onPreviewChange]);

  return (
    <div className="grid gap-3">
      <ChosenImageField
        image={image}
        labels={{
          label: texts.photo,
          hint: texts.photoHint,
          choose: texts.choosePhoto,
          noneChosen: texts.noPhotoChosen,
        }}
      />
      {image.file ? (
        <div className="flex flex-wrap gap-2">
          <ChosenImageButtons
            image={image}
            uploading={upload.isPending}
            upload={texts.uploadPhoto}
            discard={texts.discardPhoto}
          />
        </div>
      ) : null}
    </div>
  );
}
