import type { LoadMoreState } from '#web/lib/use-load-more';
import { Button } from './button';

type LoadMoreTexts = { loadMore: string; loadingMore: string; allShown: string };

/** Under a list that comes a page at a time: 'Ver más' while there is more, then a line saying it is all. */
export function LoadMore({ more, texts }: { more: LoadMoreState; texts: LoadMoreTexts }) {
  return (
    <div className="flex justify-center pt-2">
      {more.canLoadMore ? (
        <Button
          variant="outline"
          // aria-disabled, not disabled: a disabled button would drop the focus while the page loads.
          onClick={() => {
            if (!more.loading) void more.loadMore();
          }}
          aria-disabled={more.loading}
          aria-busy={more.loading}
        >
          {more.loading ? texts.loadingMore : texts.loadMore}
        </Button>
      ) : more.allShown ? (
        <p className="text-sm text-slate-600">{texts.allShown}</p>
      ) : null}
    </div>
  );
}
