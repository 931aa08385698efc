import { ImageUp } from 'lucide-react';
import { PHOTO_TYPES } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { FileField } from '#web/components/ui/file-field';
import type { useChosenImage } from './use-chosen-image';

type ChosenImage = ReturnType<typeof useChosenImage>;
type FieldLabels = { label: string; hint: string; choose: string; noneChosen: string };

/** The file input of an image to upload (the photo, the logo): the types the server takes, the name chosen. */
export function ChosenImageField({ image, labels }: { image: ChosenImage; labels: FieldLabels }) {
  return (
    <FileField
      label={labels.label}
      hint={labels.hint}
      error={image.error}
      ref={image.inputRef}
      accept={PHOTO_TYPES.join(',')}
      onChange={image.choose}
      icon={<ImageUp aria-hidden />}
      choose={labels.choose}
      chosen={image.file?.name ?? labels.noneChosen}
    />
  );
}

type ButtonsProps = { image: ChosenImage; uploading: boolean; upload: string; discard: string };

/** Once an image is chosen: upload it, or discard it (held while it uploads). */
export function ChosenImageButtons({ image, uploading, upload, discard }: ButtonsProps) {
  return (
    <>
      <Button size="sm" loading={uploading} onClick={image.send}>
        {upload}
      </Button>
      <Button size="sm" variant="outline" disabled={uploading} onClick={image.discard}>
        {discard}
      </Button>
    </>
  );
}
