import { Copy, Download } from 'lucide-react';
import { authMessages } from '#shared/auth-messages';
import { BRAND } from '#shared/brand';
import { Button } from '#web/components/ui/button';
import { toast } from '#web/lib/toast';

export function BackupCodes({ codes }: { codes: readonly string[] }) {
  const text = codes.join('\n');

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(authMessages.backupCodesCopied);
    } catch {
      toast.error(authMessages.backupCodesCopyFailed);
    }
  }

  function download() {
    const url = URL.createObjectURL(
      new Blob([`${BRAND.name}: códigos de respaldo\n\n${text}\n`], { type: 'text/plain' }),
    );
    const link = Object.assign(document.createElement('a'), {
      href: url,
      download: 'codigos-de-respaldo.txt',
    });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="grid gap-3">
      <h4 className="font-semibold text-slate-900">Códigos de respaldo</h4>
      <p className="text-sm text-slate-700">
        Guárdalos en un lugar seguro (cópialos o descárgalos). Cada código sirve una sola vez para entrar si
        no tienes tu aplicación a la mano.
      </p>
      <ul
        aria-label="Códigos de respaldo"
        className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copiar códigos
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden />
          Descargar códigos
        </Button>
      </div>
    </div>
  );
}
