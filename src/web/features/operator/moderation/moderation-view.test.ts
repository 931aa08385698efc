import { describe, expect, it } from 'vitest';
import type { ModerationItem } from '#shared/schemas/moderation';
import {
  moderationItemLabel,
  moderationViewParams,
  openReportsText,
  readModerationView,
} from './moderation-view';

const read = (query: string) => readModerationView(new URLSearchParams(query));

const ITEM: ModerationItem = {
  type: 'review',
  id: '3f1c2a9e-7b1d-4c55-9a0e-2d6f1b8c4e11',
  author: { id: 'a1', name: 'Rosa Martínez' },
  subject: { id: 's1', name: 'Brillo Fino' },
  title: '',
  text: 'Muy puntual.',
  rating: 4,
  imageUrl: null,
  createdAt: '2025-05-01T18:00:00.000Z',
  hiddenAt: null,
  hiddenReason: null,
  reports: [],
};

describe('the list Moderación shows', () => {
  it('is visible reviews when the address names none', () => {
    expect(read('')).toEqual({ kind: 'review', status: 'visible' });
  });

  it('is read from the Spanish words in the address', () => {
    expect(read('tipo=solicitudes&estado=ocultos')).toEqual({ kind: 'request', status: 'hidden' });
    expect(read('tipo=fotos')).toEqual({ kind: 'photo', status: 'visible' });
    expect(read('tipo=logotipos&estado=ocultos')).toEqual({ kind: 'logo', status: 'hidden' });
    expect(read('tipo=conversaciones').kind).toBe('conversation');
  });

  it('falls back to the defaults on words it does not know', () => {
    expect(read('tipo=request&estado=hidden')).toEqual({ kind: 'review', status: 'visible' });
  });

  it('leaves the defaults out of the address, and reads back what it writes', () => {
    expect(moderationViewParams({ kind: 'review', status: 'visible' })).toEqual({});
    const params = moderationViewParams({ kind: 'photo', status: 'hidden' });
    expect(params).toEqual({ tipo: 'fotos', estado: 'ocultos' });
    expect(readModerationView(new URLSearchParams(params))).toEqual({ kind: 'photo', status: 'hidden' });
  });
});

describe('an item of Moderación', () => {
  it('is named by its author and subject, its title or its owner', () => {
    expect(moderationItemLabel(ITEM)).toBe('Reseña de Rosa Martínez sobre Brillo Fino');
    expect(moderationItemLabel({ ...ITEM, type: 'request', subject: null, title: 'Baño y cocina' })).toBe(
      'Solicitud: Baño y cocina',
    );
    expect(moderationItemLabel({ ...ITEM, type: 'photo', subject: null })).toBe(
      'Foto de perfil de Rosa Martínez',
    );
    expect(moderationItemLabel({ ...ITEM, type: 'logo', subject: null })).toBe('Logotipo de Rosa Martínez');
  });

  it('counts its open reports in words', () => {
    expect(openReportsText(1)).toBe('1 reporte pendiente');
    expect(openReportsText(3)).toBe('3 reportes pendientes');
  });
});
