import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { conversationMessages as m } from '#shared/conversation-messages';
import { MESSAGE_MAX_LENGTH } from '#shared/domain/conversations';
import { formatInteger } from '#shared/format';
import type { ConversationMessage } from '#shared/schemas/conversations';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { inputClassName } from '#web/components/ui/input';
import { ApiError } from '#web/lib/api';
import { fillMessage } from '#web/lib/fill-message';
import { newIdempotencyKey } from '#web/lib/idempotency-key';
import { cn } from '#web/lib/utils';
import { postMessage, uploadPhoto } from './api';
import { PhotoPicker, type PickedPhoto } from './photo-picker';

const texts = m.page;

type ComposerProps = {
  conversationId: string;
  onSent: (message: ConversationMessage) => void;
  /** The server refused because the conversation closed meanwhile: the page reads its header again. */
  onClosed: () => void;
};

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. The clientId is made once per text, so sending
 * the same text again after a lost answer is the same message; a changed text is a new one.
 */
export function Composer({ conversationId, onSent, onClosed }: ComposerProps) {
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const key = useRef<{ text: string; clientId: string } | null>(null);

  const send = async () => {
    if (sending) return;
    const text = body.trim();
    if (text.length === 0 && photos.length === 0) return setInvalid(m.bodyRequired);
    // The same text with other photos is another message.
    const sent = `${text}\n${photos.map((photo) => `${photo.key}:${photo.alt}`).join(',')}`;
    if (key.current?.text !== sent) key.current = { text: sent, clientId: newIdempotencyKey() };
    const { clientId } = key.current;
    setSending(true);
    setRefusal(null);
    try {
      // Each photo is uploaded once (with its description), then named by the message; a retry reuses them.
      const uploaded: PickedPhoto[] = [];
      for (const photo of photos)
        uploaded.push(
          photo.uploaded
            ? photo
            : { ...photo, uploaded: await uploadPhoto(conversationId, photo.file, photo.alt) },
        );
      setPhotos(uploaded);
      const photoIds = uploaded.map((photo) => photo.uploaded!.id);
      const { message } = await postMessage(conversationId, text, clientId, photoIds);
      key.current = null;
      setBody('');
      for (const photo of uploaded) URL.revokeObjectURL(photo.preview);
      setPhotos([]);
      onSent(message);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : m.clientIdInvalid);
      if (error instanceof ApiError && error.code === 'CONVERSATION_CLOSED') onClosed();
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3">
      <Field
        label={texts.composerLabel}
        error={invalid}
        hint={
          <>
            {texts.composerHint} {fillMessage(texts.counter, { count: formatInteger(body.length) })}
          </>
        }
      >
        {(control) => (
          <textarea
            {...control}
            value={body}
            maxLength={MESSAGE_MAX_LENGTH}
            rows={3}
            onChange={(event) => {
              setBody(event.target.value);
              setInvalid(undefined);
            }}
            onKeyDown={onKeyDown}
            className={cn(inputClassName, 'h-auto min-h-20 py-2')}
          />
        )}
      </Field>
      <PhotoPicker
        photos={photos}
        onChange={(next) => {
          setPhotos(next);
          setInvalid(undefined);
          setRefusal(null);
        }}
        onRefused={setRefusal}
        disabled={sending}
      />
      {refusal ? <Alert>{refusal}</Alert> : null}
      <Button type="submit" className="justify-self-end" disabled={sending}>
        <Send aria-hidden />
        {sending ? texts.sending : texts.send}
      </Button>
    </form>
  );
}
