import type { ComponentType, ReactNode } from 'react';
import { operatorMessages } from '#shared/operator-messages';
import { PanelPage } from '#web/components/layout/panel-page';
import { privatePageMeta } from '#web/lib/meta';

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

/**
 * A console page's route module, named once by its page: `meta` (titled by the menu label, as its heading) and
 * the page, its content under that heading. The route exports both: `export default route.Component`.
 */
export function consoleRoute(page: ConsolePageName, Content: ComponentType) {
  function ConsoleRoute() {
    return (
      <ConsolePage page={page}>
        <Content />
      </ConsolePage>
    );
  }
  return { meta: () => privatePageMeta(operatorMessages.nav[page]), Component: ConsoleRoute };
}
