'use client';

import { useQuery } from '@tanstack/react-query';
import { IMPORT_POLL_MS, paths, type ImportGroup } from '@channel-countdown/contract';
import { sendFile, useApiClient, type ApiClient } from '../../api';

/**
 * POST /api/channels/import/preview with the file's bytes. Sent as application/octet-stream whatever the
 * file is: the server tells the formats apart itself, and a type a form could send would be refused.
 */
export const previewImport = (api: ApiClient, file: Blob) =>
  sendFile(api, 'POST', paths.channelsImportPreview, file, 'application/octet-stream');

/**
 * POST /api/channels/import: the whole list, stored as an import the server connects in the background, and
 * the file's groups, which the server makes (or joins by name) at once.
 */
export const startImport = (api: ApiClient, inputs: string[], groups: ImportGroup[] = []) =>
  api.call('POST', paths.channelsImport, { body: groups.length > 0 ? { inputs, groups } : { inputs } });

/** GET /api/channels/import/:id every IMPORT_POLL_MS until the import is done. */
export function useImportJob(jobId: number | null) {
  const api = useApiClient();
  return useQuery({
    queryKey: [paths.channelsImport, jobId],
    queryFn: () => api.call('GET', paths.channelsImportJob, { params: { id: jobId! } }),
    enabled: jobId !== null,
    refetchInterval: (query) => (query.state.data?.status === 'done' ? false : IMPORT_POLL_MS),
    // A failed poll is asked again at the next interval rather than ending the progress.
    retry: true,
  });
}
