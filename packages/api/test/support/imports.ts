import { paths, type ImportJob } from '@channel-countdown/contract';
import { expect } from 'vitest';
import type { TestClient } from './client.js';

/** Asks GET /api/channels/import/:id until the import is done (as the client polls it); answers the job. */
export async function importFinished(
  client: TestClient,
  jobId: number,
  timeoutMs = 15_000,
): Promise<ImportJob> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const response = await client.get<ImportJob>(paths.channelsImportJob(jobId));
    expect(response.status).toBe(200);
    if (response.body.status === 'done') return response.body;
    if (Date.now() > until) throw new Error(`import ${jobId} not done: ${JSON.stringify(response.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
