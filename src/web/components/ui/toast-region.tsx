import { CheckCircle2, CircleAlert } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { dismissToast, useToastState } from '#web/lib/toast';
import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './toast';

export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

// Loaded on the first toast only, so pages that never show one do not pay for Radix Toast.
export default function ToastRegion() {
  const { current } = useToastState();

  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      swipeDirection="right"
      label="Notificación"
    >
      {current && (
        <Toast
          key={current.id}
          variant={current.variant}
          open={current.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(current.id);
          }}
        >
          {current.variant === 'success' && <CheckCircle2 className="mt-0.5 size-5 shrink-0" aria-hidden />}
          {current.variant === 'destructive' && (
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          )}
          <div className="grid gap-1">
            <ToastTitle>{current.title}</ToastTitle>
            {current.description && <ToastDescription>{current.description}</ToastDescription>}
          </div>
          <ToastClose />
        </Toast>
      )}
      <ToastViewport label="Notificaciones ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
