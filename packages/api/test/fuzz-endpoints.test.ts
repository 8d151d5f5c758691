import { endpoints } from '@channel-countdown/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from './support/databases.js';
import { fuzzCorpus, sampleCorpus } from './support/fuzzCorpus.js';
import { describeFailure, runFuzz, startFuzzApp, type FuzzSetup } from './support/fuzzRun.js';

/**
 * The fuzz corpus generated from the contract's endpoint table (support/fuzzCorpus.ts), a seeded sample of
 * it on each database (`npm run bench:abuse` runs all of it): no answer is a 5xx, every refusal is JSON
 * {message}, and a refusal changes nothing.
 */
const SAMPLE_SIZE = 700;
const SEED = 20261128;

describe.each(databases)('the endpoint table fuzzed on %s', (kind) => {
  let setup: FuzzSetup;
  beforeAll(async () => {
    setup = await startFuzzApp(kind);
  });
  afterAll(async () => {
    await setup.close();
  });

  it('covers every endpoint of the table', () => {
    const corpus = fuzzCorpus(setup.ids);
    const covered = new Set(corpus.map((request) => request.endpoint));
    const all = Object.entries(endpoints).flatMap(([group, entries]) =>
      Object.keys(entries).map((name) => `${group}.${name}`),
    );
    // An endpoint without params, query or body has nothing to vary but its polluted query.
    expect([...covered].sort()).toEqual(all.sort());
  });

  it('answers a seeded sample without a 5xx, each refusal a JSON {message} that changed nothing', async () => {
    const sample = sampleCorpus(fuzzCorpus(setup.ids), SAMPLE_SIZE, SEED);
    const counts = await runFuzz(setup, sample);
    expect(counts.failures.map(describeFailure)).toEqual([]);
    expect(counts['5xx']).toBe(0);
    expect(counts.changedOn4xx).toBe(0);
    expect(counts['4xx']).toBeGreaterThan(counts.requests / 2);
  }, 120_000);
});
