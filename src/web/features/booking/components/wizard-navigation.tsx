import { ArrowLeft, ArrowRight } from 'lucide-react';
import { bookingMessages } from '#shared/booking-messages';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import type { BookingStep } from '#web/features/booking/booking-form';
import { bookingTexts as texts, type BookingViewer } from '#web/features/booking/texts';

type WizardNavigationProps = {
  step: BookingStep;
  viewer: BookingViewer;
  canContinue: boolean;
  confirming: boolean;
  onBack: () => void;
};

// "Continuar" and "Confirmar Reserva" submit the form, so Enter in a field moves on as well.
export function WizardNavigation({ step, viewer, canContinue, confirming, onBack }: WizardNavigationProps) {
  const last = step === 4;
  return (
    <div className="grid gap-3 border-t border-slate-200 pt-5">
      {last && viewer === 'provider' ? <Alert variant="info">{bookingMessages.clientOnly}</Alert> : null}
      {last && viewer === 'guest' ? (
        <p className="text-sm text-slate-600">{texts.address.guestHint}</p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        {step > 1 ? (
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft aria-hidden />
            {texts.back}
          </Button>
        ) : (
          <span />
        )}
        {!last ? (
          <Button type="submit" disabled={!canContinue}>
            {texts.next}
            <ArrowRight aria-hidden />
          </Button>
        ) : viewer === 'provider' ? null : (
          <Button type="submit" size="lg" loading={confirming} disabled={viewer === 'loading'}>
            {texts.confirm}
          </Button>
        )}
      </div>
    </div>
  );
}
