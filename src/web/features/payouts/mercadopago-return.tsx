import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '#web/lib/api';
import { toast } from '#web/lib/toast';
import { mercadoPagoReturn } from './mercadopago';
import { useMercadoPagoCallback } from './mercadopago-api';
import { mercadoPagoTexts as texts } from './mercadopago-texts';

const COBROS = '/proveedor/cobros';

/**
 * Where Mercado Pago sends the provider back (`?code&state`, or `?error`): both go to the server once, and the
 * provider is returned to Cobros with the outcome, the address of this page not kept in the history.
 */
export function MercadoPagoReturn() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const callback = useMercadoPagoCallback();
  const sent = useRef(false);

  useEffect(() => {
    // Once per visit: the state is single-use, so a second post would only be refused.
    if (sent.current) return;
    sent.current = true;
    const back = () => void navigate(COBROS, { replace: true });
    const found = mercadoPagoReturn(params);
    if (found.kind === 'invalid') {
      toast.error(found.message);
      return back();
    }
    callback.mutate(found.body, {
      onSuccess: () => {
        toast.success(texts.connected, texts.connectedBody);
        back();
      },
      onError: (error) => {
        toast.error(error instanceof ApiError && error.status < 500 ? error.message : texts.returnFailed);
        back();
      },
    });
  }, [params, navigate, callback]);

  return (
    <p role="status" className="text-sm text-slate-700">
      {texts.connecting}
    </p>
  );
}
