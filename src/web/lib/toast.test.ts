import { describe, expect, it } from 'vitest';
import { uiMessages } from '#shared/common-messages';
import { dismissToast, getToastState, toast } from './toast';

describe('toast store', () => {
  it('shows one toast at a time: a new one replaces the current one', () => {
    toast.success('Correo enviado', 'Revisa tu bandeja de entrada.');
    const first = getToastState().current!;
    toast.success('Contraseña actualizada');
    const second = getToastState().current!;
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ title: 'Contraseña actualizada', variant: 'success', open: true });
  });

  it('titles every failure Error in the destructive style', () => {
    toast.error('No se pudo enviar el correo de restablecimiento.');
    expect(getToastState().current).toMatchObject({
      title: uiMessages.errorTitle,
      description: 'No se pudo enviar el correo de restablecimiento.',
      variant: 'destructive',
    });
  });

  it('closes the current toast on dismiss and ignores stale ids', () => {
    toast.success('Uno');
    const { id } = getToastState().current!;
    dismissToast(id - 1);
    expect(getToastState().current?.open).toBe(true);
    dismissToast(id);
    expect(getToastState().current?.open).toBe(false);
  });
});
