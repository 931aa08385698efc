import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { MAX_PHOTO_BYTES, PHOTO_TYPES } from '#shared/schemas/provider';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';

type ImageTexts = { type: string; tooLarge: string; uploaded: string; uploadFailed: string };

/** A refusal the server words (type, size, an unreadable image) in its own Spanish; anything else, the fallback. */
export const failureText = (cause: unknown, fallback: string) =>
  cause instanceof ApiError && cause.status < 500 ? cause.message : fallback;

// The same limits the server applies, checked before any byte is sent.
export function imageProblem(file: File, texts: Pick<ImageTexts, 'type' | 'tooLarge'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return texts.type;
  if (file.size > MAX_PHOTO_BYTES) return texts.tooLarge;
  return null;
}

/** An image chosen in the browser (the photo, the logo): checked, previewed, then uploaded or discarded. */
export function useChosenImage(upload: UseMutationResult<unknown, unknown, File>, texts: ImageTexts) {
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
    const problem = imageProblem(chosen, texts);
    setError(problem ?? undefined);
    if (problem) return discard();
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };
  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast.success(texts.uploaded);
        discard();
      },
      onError: (cause) => {
        const message = failureText(cause, texts.uploadFailed);
        setError(message);
        toast.error(message);
      },
    });
  };
  return { inputRef, file, preview, error, choose, discard, send };
}
