import type { ReactNode } from 'react';
import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';

// The console's pages but its summary (whose texts load apart, with the console's frame): each is titled by its
// menu label and described by its own texts' description.
export type ConsolePageName = Exclude<keyof typeof operatorMessages.nav, 'summary'>;

export function ConsolePage({ page, children }: { page: ConsolePageName; children: ReactNode }) {
  return (
    <PanelPage title={operatorMessages.nav[page]} description={operatorMessages[page].description}>
      {children}
    </PanelPage>
  );
}
