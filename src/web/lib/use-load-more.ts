import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { toast } from './toast';

/** How a list's pages read: kept in a constant outside the component, so the list is not rebuilt each render. */
export type PagedList<Page, Item> = {
  /** The items a page holds. */
  itemsOf: (page: Page) => readonly Item[];
  /** The id of the element that names the item; it takes focus from script only, never from Tab. */
  focusIdOf: (item: Item) => string;
  /** The toast when a later page fails: the list shown so far stays. */
  failedMessage: string;
};

/** What the list's 'Ver más' footer shows, and what its button does. */
export type LoadMoreState = {
  canLoadMore: boolean;
  loading: boolean;
  /** More than one page came and there is no next: the list says it is whole. */
  allShown: boolean;
  loadMore: () => Promise<void>;
};

// A list that comes a page at a time: its items so far, and a 'Ver más' that moves focus to the first item it
// added (the button is gone after the last page, and the keyboard user would otherwise be thrown to the top).
export function useLoadMore<Page, Item>(
  query: UseInfiniteQueryResult<InfiniteData<Page>>,
  { itemsOf, focusIdOf, failedMessage }: PagedList<Page, Item>,
) {
  const focusAfter = useRef<number | null>(null);
  const pages = query.data?.pages;
  const items = useMemo(() => pages?.flatMap(itemsOf) ?? [], [pages, itemsOf]);
  useEffect(() => {
    const index = focusAfter.current;
    if (index === null || index >= items.length) return;
    focusAfter.current = null;
    const target = document.getElementById(focusIdOf(items[index]!));
    if (!target) return;
    target.tabIndex = -1;
    target.focus();
  }, [items, focusIdOf]);

  const loadMore = async () => {
    focusAfter.current = items.length;
    const result = await query.fetchNextPage();
    const lastPage = result.data?.pages.at(-1);
    // Nothing to move to: the page failed, or the items it would have held went away meanwhile.
    if (result.isError || !lastPage || itemsOf(lastPage).length === 0) focusAfter.current = null;
    if (result.isError) toast.error(failedMessage);
  };

  const more: LoadMoreState = {
    canLoadMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    allShown: !query.hasNextPage && (pages?.length ?? 0) > 1,
    loadMore,
  };
  return { items, more };
}
