import {
  useMutation,
  useQueryClient,
  type DataTag,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { apiFetch } from './api';

type SaveMutationOptions<TInput, TSaved> = {
  mutationFn: (input: TInput) => Promise<TSaved>;
  /** The query that reads the record: the server's answer becomes its data, with no second request. */
  queryKey: DataTag<QueryKey, TSaved, unknown>;
  /** What else the save changes (a provider's overview and checklist), read again once the answer is stored. */
  afterSave?: (queryClient: QueryClient) => Promise<unknown>;
  /** A refusal means the page is out of date (the record changed elsewhere), so the query reads it again. */
  refetchOnError?: boolean;
};

/** A mutation that sends a record and answers with it as saved: a profile, an area, a subscription. */
export function useSaveMutation<TInput, TSaved>({
  mutationFn,
  queryKey,
  afterSave,
  refetchOnError = false,
}: SaveMutationOptions<TInput, TSaved>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (saved: TSaved) => {
      queryClient.setQueryData(queryKey, saved);
      await afterSave?.(queryClient);
    },
    onError: refetchOnError ? () => void queryClient.invalidateQueries({ queryKey }) : undefined,
  });
}

/**
 * A record saved with a PUT to the path it is read from (a profile, a service area, the weekly hours), the server
 * answering with the record as saved.
 */
export function usePutRecord<TInput, TSaved>(
  path: string,
  queryKey: DataTag<QueryKey, TSaved, unknown>,
  afterSave?: (queryClient: QueryClient) => Promise<unknown>,
) {
  return useSaveMutation({
    mutationFn: (input: TInput) => apiFetch<TSaved>(path, { method: 'PUT', body: input }),
    queryKey,
    afterSave,
  });
}
