import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { TitledCard } from '#web/components/ui/card';
import { ApiError, apiDownload } from '#web/lib/api';
import { toast } from '#web/lib/toast';

const texts = {
  title: 'Tus datos',
  description:
    'Descarga una copia de todo lo que LimpiaHogar guarda sobre ti: tu cuenta, perfil, solicitudes, servicios, conversaciones, reseñas, avisos y correos (derecho de acceso, LFPDPPP).',
  download: 'Descargar mis datos',
  done: 'Descargamos tus datos',
  doneBody: 'Revisa tu carpeta de descargas: mis-datos-limpiahogar.zip.',
  failed: 'No se pudieron descargar tus datos. Intenta de nuevo.',
  fileName: 'mis-datos-limpiahogar.zip',
};

/** 'Descargar mis datos': the ZIP the server builds, saved through a link the page clicks for the person. */
export function MyDataCard() {
  const download = useMutation({
    mutationFn: () => apiDownload('/api/account/export'),
    onSuccess: (zip) => {
      const url = URL.createObjectURL(zip);
      const link = document.createElement('a');
      link.href = url;
      link.download = texts.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      toast.success(texts.done, texts.doneBody);
    },
    onError: (error) => toast.error(error instanceof ApiError ? error.message : texts.failed),
  });

  return (
    <TitledCard title={texts.title} description={texts.description}>
      <Button variant="outline" size="wrap" loading={download.isPending} onClick={() => download.mutate()}>
        <Download aria-hidden />
        {texts.download}
      </Button>
    </TitledCard>
  );
}
