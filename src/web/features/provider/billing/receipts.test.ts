import { describe, expect, it } from 'vitest';
import { hasPendingTransfer, nextPayment, receiptStatus } from './receipts';

const DECIDED = '2025-05-20T18:00:00.000Z';
const TRANSFER = { method: 'transfer', paidAt: null } as const;
// es-MX long date with hour and minute, in Mexico City; ICU versions differ on ', ' / ' a las ' and spaces.
const MAY_20_NOON = /20 de mayo de 2025(,| a las) 12:00\s?p\.\s?m\.$/;

describe('a receipt in Facturación', () => {
  it('waiting for its transfer reads Pendiente, with nothing beside it', () => {
    expect(receiptStatus({ status: 'pending', decidedAt: null, rejectionReason: null, ...TRANSFER })).toEqual(
      {
        label: 'Pendiente',
        detail: null,
      },
    );
  });

  it('confirmed by the operation team reads Pagado, with the day it was confirmed', () => {
    const status = receiptStatus({ status: 'paid', decidedAt: DECIDED, rejectionReason: null, ...TRANSFER });
    expect(status.label).toBe('Pagado');
    expect(status.detail).toMatch(/^Confirmado el /);
    expect(status.detail).toMatch(MAY_20_NOON);
  });

  it('rejected reads Cancelado with the reason the operation team gave', () => {
    expect(
      receiptStatus({
        status: 'cancelled',
        decidedAt: DECIDED,
        rejectionReason: 'No llegó la transferencia',
        ...TRANSFER,
      }),
    ).toEqual({ label: 'Cancelado', detail: 'Motivo: No llegó la transferencia' });
  });

  it('replaced by another choice reads Cancelado without inventing a reason', () => {
    expect(
      receiptStatus({ status: 'cancelled', decidedAt: null, rejectionReason: null, ...TRANSFER }),
    ).toEqual({
      label: 'Cancelado',
      detail: null,
    });
  });

  it('recorded with no payment configured reads Sin cobro, never Pagado', () => {
    expect(
      receiptStatus({
        status: 'unbilled',
        decidedAt: DECIDED,
        rejectionReason: null,
        method: 'none',
        paidAt: null,
      }),
    ).toEqual({
      label: 'Sin cobro',
      detail: null,
    });
  });

  it('paid online reads Pagado with the day the gateway confirmed it; a declined charge reads Rechazado', () => {
    const paid = receiptStatus({
      status: 'paid',
      decidedAt: null,
      rejectionReason: null,
      method: 'stripe',
      paidAt: DECIDED,
    });
    expect(paid.detail).toMatch(/^Pagado el /);
    expect(paid.detail).toMatch(MAY_20_NOON);
    expect(
      receiptStatus({
        status: 'failed',
        decidedAt: null,
        rejectionReason: null,
        method: 'stripe',
        paidAt: null,
      }),
    ).toEqual({ label: 'Rechazado', detail: null });
  });
});

describe('the next payment in Facturación', () => {
  it('states the amount with centavos and the day it must be paid by', () => {
    const next = nextPayment({ dueBy: DECIDED, amount: 99_900 });
    expect(next.value).toBe('$999');
    expect(next.note).toMatch(/^antes del /);
    expect(next.note).toMatch(MAY_20_NOON);
  });

  it('says when a plan paid online will be charged', () => {
    const next = nextPayment({ dueBy: DECIDED, amount: 99_900 }, 'stripe');
    expect(next.note).toMatch(/^se cobrará el /);
    expect(next.note).toMatch(MAY_20_NOON);
  });

  it('says nothing is due when there is no next charge', () => {
    expect(nextPayment(null)).toEqual({ value: 'Sin pagos programados', note: null });
  });
});

describe('the pending-transfer note', () => {
  it('shows while a receipt waits for its transfer, and not once none does', () => {
    expect(hasPendingTransfer([{ status: 'cancelled' }, { status: 'pending' }])).toBe(true);
    expect(hasPendingTransfer([{ status: 'paid' }, { status: 'cancelled' }, { status: 'unbilled' }])).toBe(
      false,
    );
    expect(hasPendingTransfer([])).toBe(false);
  });
});
