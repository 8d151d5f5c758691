import { paths, type ImportPreview, type ImportResponse } from '@channel-countdown/contract';
import { sendFile, type ApiClient } from '../../api';

/**
 * POST /api/channels/import/preview with the file's bytes. Sent as application/octet-stream whatever the
 * file is: the server tells the formats apart itself, and a type a form could send would be refused.
 */
export const previewImport = (api: ApiClient, file: Blob) =>
  sendFile<ImportPreview>(api, 'POST', paths.channelsImportPreview, file, 'application/octet-stream');

/** POST /api/channels/import: connects one batch, answering each input's result. */
export const importBatch = (api: ApiClient, inputs: string[]) => api.post<ImportResponse>(paths.channelsImport, { inputs });
