import { MessageSquare } from 'lucide-react';
import { useNavigate } from 'react-router';
import { conversationMessages } from '#shared/conversation-messages';
import type { ConversationSide } from '#shared/domain/conversations';
import type { OpenConversationInput } from '#shared/schemas/conversations';
import { Button } from '#web/components/ui/button';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';
import { messagesPath, useOpenConversation } from './api';

const texts = conversationMessages.page;

type SendMessageButtonProps = {
  side: ConversationSide;
  subject: OpenConversationInput;
  /** The other side's name, for the button's accessible name when a list shows several. */
  otherName?: string;
  className?: string;
};

/** 'Enviar mensaje' on an offer, a request, a service or a plan: opens (or finds) the conversation and goes to it. */
export function SendMessageButton({ side, subject, otherName, className }: SendMessageButtonProps) {
  const navigate = useNavigate();
  const open = useOpenConversation((conversation) => void navigate(messagesPath(side, conversation.id)));
  return (
    <Button
      variant="outline"
      size="sm"
      className={className}
      disabled={open.isPending}
      aria-label={otherName ? fillMessage(texts.sendMessageTo, { name: otherName }) : undefined}
      onClick={() => open.mutate(subject, { onError: (error) => toast.error(error.message) })}
    >
      <MessageSquare aria-hidden />
      {open.isPending ? texts.opening : texts.sendMessage}
    </Button>
  );
}
