import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { providerUi } from '../../../../../shared/messages';
import { PHOTO_TYPES } from '../../../../../shared/schemas/provider';
import { Button, buttonVariants } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { cn } from '../../../../lib/utils';
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
      <Field label={texts.photo} hint={texts.photoHint} error={error}>
        {(control) => (
          // The native picker speaks the browser's language; a Spanish label-button stands in for it.
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <input
              {...control}
              ref={inputRef}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              onChange={choose}
              className="peer sr-only"
            />
            <label
              htmlFor={control.id}
              className={cn(
                buttonVariants({ variant: 'outline', size: 'sm' }),
                'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-brand peer-focus-visible:ring-offset-2',
              )}
            >
              <ImageUp aria-hidden />
              {texts.choosePhoto}
            </label>
            <span className="min-w-0 truncate text-sm text-slate-700">
              {file?.name ?? texts.noPhotoChosen}
            </span>
          </div>
        )}
      </Field>
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
