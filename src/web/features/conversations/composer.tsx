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
import { postMessage } from './api';

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
  const key = useRef<{ text: string; clientId: string } | null>(null);

  const send = async () => {
    if (sending) return;
    const text = body.trim();
    if (text.length === 0) return setInvalid(m.bodyRequired);
    if (key.current?.text !== text) key.current = { text, clientId: newIdempotencyKey() };
    setSending(true);
    setRefusal(null);
    try {
      const { message } = await postMessage(conversationId, text, key.current.clientId);
      key.current = null;
      setBody('');
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
      {refusal ? <Alert>{refusal}</Alert> : null}
      <Button type="submit" className="justify-self-end" disabled={sending}>
        <Send aria-hidden />
        {sending ? texts.sending : texts.send}
      </Button>
    </form>
  );
}
