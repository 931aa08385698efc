import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payouts } from '#shared/schemas/payouts';
import { apiFetch } from '#web/lib/api';
import { payoutsQueryOptions } from './api';

/** 'Conectar Mercado Pago': Mercado Pago's authorisation page, with a state made for this click (15 minutes). */
export function useMercadoPagoConnect() {
  return useMutation({
    mutationFn: () =>
      apiFetch<{ url: string }>('/api/provider/payouts/mercadopago/connect', { method: 'POST' }),
  });
}

/** Cobros as the server has it after a connection or a disconnection, kept without reading it again. */
function useKeepPayouts() {
  const queryClient = useQueryClient();
  return async (payouts: Payouts) => {
    await queryClient.cancelQueries({ queryKey: payoutsQueryOptions.queryKey });
    queryClient.setQueryData(payoutsQueryOptions.queryKey, payouts);
  };
}

/** Back from Mercado Pago: its code and our state, exchanged by the server for the seller's tokens. */
export function useMercadoPagoCallback() {
  const keep = useKeepPayouts();
  return useMutation({
    mutationFn: (body: { state: string; code?: string }) =>
      apiFetch<Payouts>('/api/provider/payouts/mercadopago/callback', { method: 'POST', body }),
    onSuccess: keep,
  });
}

/** 'Desconectar': refused (in Spanish) while a payment through the account is still to be settled. */
export function useMercadoPagoDisconnect() {
  const keep = useKeepPayouts();
  return useMutation({
    mutationFn: () => apiFetch<Payouts>('/api/provider/payouts/mercadopago/disconnect', { method: 'POST' }),
    onSuccess: keep,
  });
}
