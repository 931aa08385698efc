import { useEffect, useState } from 'react';

// uqr is imported here only, so the QR encoder never weighs on other pages.
export function TotpQrCode({ uri }: { uri: string }) {
  const [rendered, setRendered] = useState<{ uri: string; src: string } | null>(null);

  useEffect(() => {
    let active = true;
    void import('uqr').then(({ renderSVG }) => {
      const svg = renderSVG(uri, { border: 2 });
      if (active) setRendered({ uri, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` });
    });
    return () => {
      active = false;
    };
  }, [uri]);

  const src = rendered?.uri === uri ? rendered.src : null;
  return (
    <div className="grid size-48 place-items-center rounded-lg border border-slate-200 bg-white p-2">
      {src ? (
        <img
          src={src}
          width={176}
          height={176}
          alt="Código QR para tu aplicación de autenticación"
          className="size-44 [image-rendering:pixelated]"
        />
      ) : (
        <span role="status" className="text-sm text-slate-600">
          Generando código QR...
        </span>
      )}
    </div>
  );
}

export function secretFromTotpUri(uri: string): string | null {
  try {
    return new URL(uri).searchParams.get('secret');
  } catch {
    return null;
  }
}
