import { useQuery } from '@tanstack/react-query';
import type { Summary } from '#shared/schemas/operator';
import { consoleQueryOptions } from './console-query';

const summaryQueryOptions = consoleQueryOptions<Summary>(['summary'], '/api/operator/summary');

export function useSummary() {
  return useQuery(summaryQueryOptions);
}
