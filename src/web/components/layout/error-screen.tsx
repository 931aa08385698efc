import { uiMessages } from '#shared/common-messages';
import { Button } from '#web/components/ui/button';

export function ErrorScreen({ message }: { message: string }) {
  return (
    <main className="grid min-h-dvh place-items-center px-4 py-16">
      <div role="alert" className="grid max-w-lg justify-items-center gap-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{uiMessages.somethingWentWrong}</h1>
        <p className="break-words text-slate-700">{message}</p>
        <Button size="lg" onClick={() => window.location.reload()}>
          {uiMessages.reloadPage}
        </Button>
      </div>
    </main>
  );
}
