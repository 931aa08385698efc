import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { providerUi } from '../../../../../shared/messages';
import { PHOTO_TYPES } from '../../../../../shared/schemas/provider';
import { Button } from '../../../../components/ui/button';
import { FileField } from '../../../../components/ui/file-field';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { useUploadProfilePhoto } from '../api/upload-photo';
import { photoProblem } from './photo-check';

const texts = providerUi.profile;

type PhotoFieldProps = { onPreviewChange: (url: string | null) => void };

// Choose, see it in the preview card, then upload or discard.
export function PhotoField({ onPreviewChange }: PhotoFieldProps) {
  const upload = useUploadProfilePhoto();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    onPreviewChange(preview);
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview, onPreviewChange]);

  const discard = () => {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    if (!chosen) return;
    const problem = photoProblem(chosen);
    setError(problem ?? undefined);
    if (problem) return discard();
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(texts.photoUploaded);
        discard();
      },
      onError: (cause) => {
        // Type, size and unreadable images come back with the server's own Spanish message.
        const message =
          cause instanceof ApiError && cause.status < 500 ? cause.message : texts.photoUploadFailed;
        setError(message);
        toast.error(message);
      },
    });
  };

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
