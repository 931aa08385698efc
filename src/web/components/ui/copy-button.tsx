import { Copy } from 'lucide-react';
import { planPaymentMessages } from '#shared/plan-payment-messages';
import { Button } from './button';
import { fillMessage } from '#web/lib/fill-message';
import { toast } from '#web/lib/toast';

const texts = planPaymentMessages;

/** Copies `value` as the bank's app wants it (the CLABE's 18 digits with no spaces); the toast says what. */
export function CopyButton({ term, value }: { term: string; value: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(texts.copied, `${term}: ${value}`);
    } catch {
      toast.error(texts.copyFailed);
    }
  }

  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={fillMessage(texts.copyLabel, { term })}
      onClick={() => void copy()}
    >
      <Copy aria-hidden />
      {texts.copy}
    </Button>
  );
}
