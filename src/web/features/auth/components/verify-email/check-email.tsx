import { useState } from 'react';
import { Link } from 'react-router';
import { verifyEmailMessages as texts } from '#shared/auth-messages';
import { Button } from '#web/components/ui/button';
import { failureMessage } from '#web/lib/form-errors';
import { toast } from '#web/lib/toast';
import { useFocusOnMount } from '#web/lib/use-focus-on-mount';
import { resendVerificationEmail } from '#web/features/auth/api/auth-api';
import type { ReturnTo } from '#web/features/auth/hooks/use-return-to';
import { AuthCard } from '#web/features/auth/components/auth-card';

// After sign-up nobody is signed in: the e-mailed link confirms the address and opens the panel (or the booking
// a guest left, which waits in this browser).
export function CheckEmail({ email, returnTo }: { email: string; returnTo: ReturnTo }) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      await resendVerificationEmail(email, returnTo.callbackURL);
      toast.success(texts.resentTitle, texts.resentBody);
    } catch (error) {
      toast.error(failureMessage(error, texts.resendFailed));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      headingRef={headingRef}
      title={texts.checkTitle}
      description={
        <>
          {texts.checkSentTo} <strong className="break-all text-slate-900">{email}</strong>
        </>
      }
      footer={
        <p>
          {texts.wrongAddress}{' '}
          <Link to={returnTo.linkTo('/registro')} className="font-medium text-brand hover:underline">
            {texts.signUpAgain}
          </Link>
        </p>
      }
    >
      <div className="grid gap-5">
        <p className="text-slate-700">{texts.checkSteps}</p>
        {returnTo.reason ? <p className="text-slate-700">{texts.backToBooking}</p> : null}
        <Button variant="outline" size="lg" loading={sending} onClick={() => void resend()}>
          {texts.resend}
        </Button>
      </div>
    </AuthCard>
  );
}
