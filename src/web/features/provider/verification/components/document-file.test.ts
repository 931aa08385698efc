import { describe, expect, it } from 'vitest';
import { verificationMessages } from '#shared/verification-messages';
import { MAX_DOCUMENT_BYTES } from '#shared/schemas/verification';
import { describeDocument, documentProblem, formatFileSize } from './document-file';

describe('a document chosen in the browser', () => {
  it('is accepted as a JPEG, PNG or WebP image or a PDF of at most 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
      expect(documentProblem({ type, size: MAX_DOCUMENT_BYTES }), type).toBeNull();
  });

  it('is refused, with the server’s message, when it is another kind of file', () => {
    for (const type of ['image/gif', 'text/html', 'image/svg+xml', ''])
      expect(documentProblem({ type, size: 10 }), type).toBe(verificationMessages.documentType);
  });

  it('is refused, with the server’s message, when it weighs more than 5 MB', () => {
    expect(documentProblem({ type: 'application/pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe(
      verificationMessages.documentTooLarge,
    );
  });
});

describe('a file size', () => {
  it('reads in whole KB under a megabyte, never as 0 KB for a file with bytes', () => {
    expect(formatFileSize(0)).toBe('0 KB');
    expect(formatFileSize(68)).toBe('1 KB');
    expect(formatFileSize(120 * 1024)).toBe('120 KB');
    expect(formatFileSize(1023 * 1024)).toBe('1,023 KB');
  });

  it('reads in MB with one decimal from a megabyte up', () => {
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(formatFileSize(MAX_DOCUMENT_BYTES)).toBe('5 MB');
  });
});

describe('an uploaded document', () => {
  it('says its type, its size and when it was uploaded, in Mexico City time', () => {
    const text = describeDocument({
      kind: 'address',
      contentType: 'application/pdf',
      size: 120 * 1024,
      uploadedAt: '2026-05-03T16:00:00.000Z',
    });
    expect(text).toMatch(/^PDF, 120 KB, subido el 3 de mayo de 2026\b.*10:00/);
  });

  it('is called an image, not by the type it was sent as: a PNG is kept as its JPEG copy', () => {
    const text = describeDocument({
      kind: 'id',
      contentType: 'image/jpeg',
      size: 1024,
      uploadedAt: '2026-05-03T16:00:00.000Z',
    });
    expect(text).toMatch(/^Imagen, 1 KB, subido el /);
  });
});
