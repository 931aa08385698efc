import { ImagePlus, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { conversationMessages as m } from '#shared/conversation-messages';
import { MESSAGE_MAX_PHOTOS, PHOTO_ALT_MAX_LENGTH } from '#shared/domain/conversations';
import type { MessagePhoto } from '#shared/schemas/conversations';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '#shared/schemas/provider';
import { Button } from '#web/components/ui/button';
import { inputClassName } from '#web/components/ui/input';
import { fillMessage } from '#web/lib/fill-message';
import { cn } from '#web/lib/utils';

const texts = m.page;

/** A photo chosen for the next message: its preview, its description, and once uploaded, the server's photo. */
export type PickedPhoto = { key: string; file: File; preview: string; alt: string; uploaded?: MessagePhoto };

type PhotoPickerProps = {
  photos: PickedPhoto[];
  onChange: (photos: PickedPhoto[]) => void;
  /** A file refused before it is sent (type, size, a fifth photo), in the server's words. */
  onRefused: (message: string) => void;
  disabled?: boolean;
};

/** Up to four photos for the next message: 'Agregar fotos' opens the file chooser; each has a description and 'Quitar'. */
export function PhotoPicker({ photos, onChange, onRefused, disabled }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    if (photos.length + chosen.length > MESSAGE_MAX_PHOTOS) return onRefused(m.photos.tooMany);
    const refused = chosen.find((file) => !(PHOTO_TYPES as readonly string[]).includes(file.type));
    if (refused) return onRefused(m.photos.type);
    if (chosen.some((file) => file.size > MAX_PHOTO_BYTES)) return onRefused(m.photos.tooLarge);
    onChange([
      ...photos,
      ...chosen.map((file) => ({
        key: crypto.randomUUID(),
        file,
        preview: URL.createObjectURL(file),
        alt: '',
      })),
    ]);
  };
  const remove = (key: string) => {
    const photo = photos.find((each) => each.key === key);
    if (photo) URL.revokeObjectURL(photo.preview);
    onChange(photos.filter((each) => each.key !== key));
  };
  const describe = (key: string, alt: string) =>
    onChange(photos.map((each) => (each.key === key ? { ...each, alt, uploaded: undefined } : each)));

  return (
    <div className="grid gap-2">
      {photos.length > 0 ? (
        <ul aria-label={texts.photosPicked} className="grid gap-3 sm:grid-cols-2">
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <li key={photo.key} className="flex items-start gap-2 rounded-lg border border-slate-200 p-2">
                <img
                  src={photo.preview}
                  alt={fillMessage(texts.photoPreviewAlt, { n })}
                  className="size-16 shrink-0 rounded object-cover"
                />
                <label className="grid min-w-0 flex-1 gap-1 text-xs text-slate-700">
                  {fillMessage(texts.photoAltLabel, { n })}
                  <input
                    value={photo.alt}
                    maxLength={PHOTO_ALT_MAX_LENGTH}
                    disabled={disabled}
                    onChange={(event) => describe(photo.key, event.target.value)}
                    className={cn(inputClassName, 'h-9 text-sm')}
                  />
                </label>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  disabled={disabled}
                  aria-label={fillMessage(texts.removePhoto, { n })}
                  onClick={() => remove(photo.key)}
                >
                  <X aria-hidden />
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          hidden
          onChange={(event) => add(event.target.files)}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || photos.length >= MESSAGE_MAX_PHOTOS}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          <ImagePlus aria-hidden />
          {texts.addPhotos}
        </Button>
        <p id={hintId} className="text-xs text-slate-600">
          {texts.photosHint}
        </p>
      </div>
    </div>
  );
}
