import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkCompose,
  checkDockerfile,
  checkKubernetes,
  realRepo,
  repoRoot,
  type Repo,
} from './support/deployFiles.js';

const read = (file: string) => realRepo.read(file)!;
const k8sFiles = () =>
  new Map(
    readdirSync(path.join(repoRoot, 'deploy/k8s'))
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => [`deploy/k8s/${file}`, read(`deploy/k8s/${file}`)]),
  );
/** The repository with some files changed or removed (undefined), for the checks' own attacks. */
const repoWith = (changes: Record<string, string | undefined>): Repo => ({
  read: (file) => (file in changes ? changes[file] : realRepo.read(file)),
});

describe('the deployment files name only what the app has', () => {
  const image = checkDockerfile(realRepo, read('Dockerfile'));

  it('Dockerfile: multi-stage, non-root, a /livez health check, only npm scripts and built files, only the variables config.ts reads', () => {
    expect(image.problems).toEqual([]);
    expect(image.command).toEqual(['sh', 'packages/api/bin/serve.sh']);
    expect(image.env).toMatchObject({ NODE_ENV: 'production', PORT: '3000' });
  });

  it('compose.yaml: PostgreSQL, Redis, two API servers, a worker and Caddy sending to both servers', () => {
    const compose = checkCompose(realRepo, read('compose.yaml'), image);
    expect(compose.problems).toEqual([]);
    expect([...compose.app.keys()].sort()).toEqual(['api-1', 'api-2', 'worker']);
  });

  it('deploy/k8s: the api and worker Deployments with /livez and /readyz probes and the metrics port, their ConfigMap and Secret', () => {
    expect(checkKubernetes(realRepo, k8sFiles(), image)).toEqual([]);
  });

  it('finds a variable the app does not read, a missing script or built file, a root user and a wrong probe', () => {
    const dockerfile = read('Dockerfile')
      .replace('DATA_DIR=/data', 'DATA_DIR=/data \\\n    DATA_DIRECTORY=/data')
      .replace('RUN npm run build', 'RUN npm run build:all')
      .replace('USER node', 'USER root')
      .replace('"packages/api/bin/serve.sh"', '"packages/api/bin/server.sh"')
      .replace('/livez`', '/healthz`');
    expect(checkDockerfile(realRepo, dockerfile).problems).toEqual([
      'Dockerfile ENV: DATA_DIRECTORY is not a variable the app reads',
      'Dockerfile: the app runs as root',
      'npm run build:all: no such npm script',
      'sh packages/api/bin/server.sh: packages/api/bin/server.sh is not a script of the repository',
      expect.stringMatching(/^node -e fetch.*\/healthz is not a probe$/),
      'Dockerfile: the HEALTHCHECK does not ask /livez',
    ]);
    // A launcher that starts the sources rather than the built server.
    const launcher = repoWith({
      'packages/api/bin/serve.sh': 'exec node "$(dirname "$0")/../src/server.ts" "$@"\n',
    });
    expect(checkDockerfile(launcher, read('Dockerfile')).problems).toEqual([
      'sh packages/api/bin/serve.sh: packages/api/bin/serve.sh starts no file built from a source',
    ]);
    // A source file gone from the repository, a package whose build was removed, sources in the final image.
    const noSource = repoWith({ 'packages/api/src/worker.ts': undefined });
    const compose = checkCompose(noSource, read('compose.yaml'), image);
    expect(compose.problems).toContain(
      'compose.yaml worker: node packages/api/dist/worker.js: packages/api/dist/worker.js is not built from any source',
    );
    const sources = checkDockerfile(
      realRepo,
      `${read('Dockerfile')}\nCOPY packages/api/src packages/api/src\n`,
    );
    expect(sources.problems).toContain(
      'Dockerfile: the final stage copies packages/api/src from the sources',
    );
  });

  it('finds a compose service with an unknown or invalid variable, one server only, and a proxy sending elsewhere', () => {
    const compose = read('compose.yaml')
      .replace('SHUTDOWN_TIMEOUT: 30s', 'SHUTDOWN_TIMEOUT: soon\n    SHUTDOWN_GRACE: 30s')
      .replace(/\n {2}api-2:\n[\s\S]*?\n\n/, '\n');
    const problems = checkCompose(realRepo, compose, image).problems;
    expect(problems).toContain('compose.yaml api-1: SHUTDOWN_GRACE is not a variable the app reads');
    expect(problems).toContain('compose.yaml: fewer than two API servers');
    expect(problems).toContain('deploy/Caddyfile: api-2:3000 is not an API server of compose.yaml');
    const invalid = checkCompose(
      realRepo,
      read('compose.yaml').replace('SHUTDOWN_TIMEOUT: 30s', 'SHUTDOWN_TIMEOUT: soon'),
      image,
    ).problems;
    expect(invalid).toContain(
      'compose.yaml api-1: Invalid configuration: SHUTDOWN_TIMEOUT: SHUTDOWN_TIMEOUT must be a duration of at least a second, like 10s or 1m',
    );
    const caddy = repoWith({
      'deploy/Caddyfile': read('deploy/Caddyfile')
        .replace('api-2:3000', 'api-2:8080')
        .replace('health_uri /readyz', 'health_uri /'),
    });
    expect(checkCompose(caddy, read('compose.yaml'), image).problems).toEqual([
      'deploy/Caddyfile: api-2 listens on 3000, not 8080',
      'deploy/Caddyfile: the health check is /, not /readyz',
    ]);
  });

  it('finds a Kubernetes probe on the wrong path or port, a worker without its token and a stray key', () => {
    const files = k8sFiles();
    files.set(
      'deploy/k8s/worker.yaml',
      files.get('deploy/k8s/worker.yaml')!.replace('path: /readyz', 'path: /ready'),
    );
    files.set(
      'deploy/k8s/api.yaml',
      files
        .get('deploy/k8s/api.yaml')!
        .replace(/port: http\n(\s+)periodSeconds: 10/, 'port: 8080\n$1periodSeconds: 10'),
    );
    files.set(
      'deploy/k8s/config.yaml',
      files
        .get('deploy/k8s/config.yaml')!
        .replace('  METRICS_TOKEN: change-me-to-a-random-token\n', '  METRICS_SECRET: x\n'),
    );
    expect(checkKubernetes(realRepo, files, image)).toEqual([
      'Secret channel-countdown: METRICS_SECRET is not a variable the app reads',
      'Deployment channel-countdown-api: METRICS_SECRET is not a variable the app reads',
      "Deployment channel-countdown-api: the liveness probe's port 8080 is not where the server listens (3000)",
      'Deployment channel-countdown-worker: METRICS_SECRET is not a variable the app reads',
      'Deployment channel-countdown-worker: a worker without METRICS_TOKEN has no probes',
      'Deployment channel-countdown-worker: the readiness probe asks /ready, not /readyz',
    ]);
  });
});
