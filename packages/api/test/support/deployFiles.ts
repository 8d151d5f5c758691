import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DockerfileParser, type Copy, type Instruction } from 'dockerfile-ast';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config.js';
import { isOperatorPath } from '../../src/observability/endpoints.js';

/**
 * Checks the deployment files (Dockerfile, compose.yaml, deploy/Caddyfile, deploy/k8s/*.yaml) against the app
 * they deploy, parsed rather than searched: every command they run is an npm script of the repository, a
 * built file of a package's sources, or one of a few tools of the base image; every environment variable
 * they give the app is one config.ts reads (CONFIG_VARIABLES), with a value it accepts; every probe asks the
 * app's /livez or /readyz on the port the app listens on. Each check answers the problems it found.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Tools of the base image (Debian and the official Node.js image) the files may run besides node and npm. */
const IMAGE_TOOLS = new Set(['mkdir', 'chown']);
/** npm commands that run no script of the repository. */
const NPM_COMMANDS = new Set(['ci', 'cache']);

export interface Repo {
  /** Reads a repository file ('' for a folder), or undefined when it does not exist. */
  read(file: string): string | undefined;
}

export const realRepo: Repo = {
  read: (file) => {
    const full = path.join(repoRoot, file);
    if (!existsSync(full)) return undefined;
    return statSync(full).isDirectory() ? '' : readFileSync(full, 'utf8');
  },
};

function rootScripts(repo: Repo): Record<string, string> {
  return (
    (JSON.parse(repo.read('package.json') ?? '{}') as { scripts?: Record<string, string> }).scripts ?? {}
  );
}

/**
 * The package a built path belongs to and its source: `packages/api/dist/server.js` is built by the api's
 * `build` script from `packages/api/src/server.ts` (its tsconfig.build.json's rootDir → outDir).
 */
function sourceOfBuilt(repo: Repo, file: string): string | undefined {
  const match = /^(?:\/app\/)?(packages\/[^/]+)\/(.+)$/.exec(file);
  if (!match) return undefined;
  const [, pkg, rest] = match;
  const build = repo.read(`${pkg}/tsconfig.build.json`);
  if (!build) return undefined;
  const { compilerOptions } = JSON.parse(build) as { compilerOptions: { outDir: string; rootDir: string } };
  const outDir = compilerOptions.outDir.replace(/^\.\//, '');
  if (!rest!.startsWith(`${outDir}/`)) return undefined;
  const source = `${pkg}/${compilerOptions.rootDir}/${rest!.slice(outDir.length + 1)}`.replace(
    /\.js$/,
    '.ts',
  );
  return repo.read(source) === undefined ? undefined : source;
}

export interface CommandContext {
  /** The environment the app gets where the command runs (a probe's port must be one it listens on). */
  env: Record<string, string>;
}

/** The app's port that a probe command or an httpGet names: PORT for a server, METRICS_PORT for a worker. */
function listensOn(env: Record<string, string>, port: string): boolean {
  return port === env.PORT || port === env.METRICS_PORT;
}

/**
 * Problems of one command (argv): node on a built file or a probe, sh on a launcher that starts one, npm ci /
 * npm run <script>, an image tool.
 */
export function checkCommand(repo: Repo, argv: string[], context: CommandContext): string[] {
  const [program, ...args] = argv;
  const shown = argv.join(' ');
  if (program === 'node') {
    if (args[0] === '-e') {
      // An inline probe: it must fetch the app's /livez or /readyz on a port the app listens on.
      const url = /fetch\(\s*[`'"]http:\/\/127\.0\.0\.1:([^/]+)(\/[a-z]+)[`'"]/.exec(args[1] ?? '');
      if (!url) return [`${shown}: an inline script that is not a probe of the app`];
      const [, port, probe] = url;
      const portValue = port === '${process.env.PORT}' ? context.env.PORT : port;
      const problems: string[] = [];
      if (!isOperatorPath(probe!) || probe === '/metrics') problems.push(`${shown}: ${probe} is not a probe`);
      if (!portValue || !listensOn(context.env, portValue))
        problems.push(`${shown}: the app listens on no port ${portValue ?? port} there`);
      return problems;
    }
    return sourceOfBuilt(repo, args[0] ?? '') ? [] : [`${shown}: ${args[0]} is not built from any source`];
  }
  if (program === 'sh') {
    // A launcher of the repository (packages/api/bin/serve.sh): it ends by exec'ing node on a built file.
    const script = args[0] ?? '';
    const text = repo.read(script);
    if (!text) return [`${shown}: ${script} is not a script of the repository`];
    const target = /^exec node "\$\(dirname "\$0"\)\/([^"]+)"/m.exec(text)?.[1];
    const started = target && path.posix.normalize(path.posix.join(path.posix.dirname(script), target));
    return started && sourceOfBuilt(repo, started)
      ? []
      : [`${shown}: ${script} starts no file built from a source`];
  }
  if (program === 'npm') {
    if (args[0] === 'run')
      return args[1] && rootScripts(repo)[args[1]] ? [] : [`${shown}: no such npm script`];
    return NPM_COMMANDS.has(args[0] ?? '') ? [] : [`${shown}: not an npm command the build uses`];
  }
  return IMAGE_TOOLS.has(program ?? '') ? [] : [`${shown}: ${program} is not a command of the image`];
}

/** A command that starts the API server: node on server.js, or its launcher (packages/api/bin/serve.sh). */
const runsServer = (argv: string[]) => /(?:dist\/server\.js|bin\/serve\.sh)$/.test(argv.join(' '));

/** A shell-form command line split into its commands (joined by &&). */
function shellCommands(words: string[]): string[][] {
  const commands: string[][] = [[]];
  for (const word of words) {
    if (word === '&&') commands.push([]);
    else commands.at(-1)!.push(word);
  }
  return commands.filter((command) => command.length > 0);
}

/** Problems of the variables given to the app: names config.ts does not read, values it refuses. */
export function checkEnvironment(where: string, env: Record<string, string>): string[] {
  const problems = Object.keys(env)
    .filter((name) => !CONFIG_VARIABLES.includes(name))
    .map((name) => `${where}: ${name} is not a variable the app reads`);
  if (problems.length > 0) return problems;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-deploy-check-'));
  try {
    loadConfig({ ...env, DATA_DIR: dataDir });
    return [];
  } catch (error) {
    return [`${where}: ${(error as Error).message}`];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function execForm(instruction: Instruction): string[] | undefined {
  const text = instruction.getArgumentsContent() ?? '';
  const body = text.trim();
  if (!body.startsWith('[')) return undefined;
  return JSON.parse(body) as string[];
}

export interface DockerfileSummary {
  problems: string[];
  /** The final stage's ENV (the app's environment in the image). */
  env: Record<string, string>;
  /** The final stage's CMD. */
  command: string[];
}

export function checkDockerfile(repo: Repo, text: string): DockerfileSummary {
  const dockerfile = DockerfileParser.parse(text);
  const problems: string[] = [];
  const froms = dockerfile.getFROMs();
  if (froms.length < 2) problems.push('Dockerfile: not a multi-stage build');
  const stages = new Set(froms.map((from) => from.getBuildStage()).filter(Boolean));
  const instructions = dockerfile.getInstructions();
  const finalStart = froms.at(-1)!.getRange().start.line;
  const final = instructions.filter((instruction) => instruction.getRange().start.line >= finalStart);
  const env: Record<string, string> = {};
  for (const instruction of final.filter((candidate) => candidate.getKeyword() === 'ENV'))
    for (const property of (
      instruction as unknown as { getProperties(): { getName(): string; getValue(): string }[] }
    ).getProperties())
      env[property.getName()] = property.getValue();
  problems.push(...checkEnvironment('Dockerfile ENV', { ...env, SESSION_SECRET: 'x'.repeat(32) }));

  const user = final.filter((instruction) => instruction.getKeyword() === 'USER').at(-1);
  const userName = user?.getArguments()[0]?.getValue();
  if (!userName || userName === 'root' || userName === '0') problems.push('Dockerfile: the app runs as root');

  for (const instruction of instructions) {
    const keyword = instruction.getKeyword();
    if (keyword === 'RUN') {
      const words =
        execForm(instruction) ?? instruction.getArguments().map((argument) => argument.getValue());
      for (const command of shellCommands(words)) problems.push(...checkCommand(repo, command, { env }));
    }
    if (keyword === 'COPY') {
      const copy = instruction as Copy;
      const from = copy.getFromFlag()?.getValue();
      const args = instruction.getArguments().map((argument) => argument.getValue());
      const sources = args.slice(0, -1);
      const inFinal = instruction.getRange().start.line >= finalStart;
      for (const source of sources) {
        if (from) {
          if (!stages.has(from)) problems.push(`Dockerfile: COPY --from=${from}: no such stage`);
          // The final stage takes built output, manifests, launchers (bin) and dependencies only, never sources.
          if (
            inFinal &&
            !/^\/app\/(package\.json|node_modules|packages\/[^/]+\/(package\.json|dist|dist-server|bin))$/.test(
              source,
            )
          )
            problems.push(`Dockerfile: the final stage copies ${source}, which is not built output`);
          const built = /^\/app\/(packages\/[^/]+)\/(dist|dist-server)$/.exec(source);
          if (built) {
            const manifest = repo.read(`${built[1]}/package.json`);
            const build =
              manifest && (JSON.parse(manifest) as { scripts?: { build?: string } }).scripts?.build;
            if (!build) problems.push(`Dockerfile: ${source} is built by no build script`);
            else if (built[2] === 'dist-server' && !build.includes('--ssr'))
              problems.push(`Dockerfile: ${source} is not made by ${built[1]}'s build`);
          }
        } else {
          if (inFinal) problems.push(`Dockerfile: the final stage copies ${source} from the sources`);
          if (source !== '.' && repo.read(source) === undefined)
            problems.push(`Dockerfile: COPY ${source}: no such file in the repository`);
        }
      }
    }
  }
  const cmd = final.filter((instruction) => instruction.getKeyword() === 'CMD').at(-1);
  const command = (cmd && execForm(cmd)) ?? [];
  if (command.length === 0) problems.push('Dockerfile: no CMD in exec form');
  else problems.push(...checkCommand(repo, command, { env }));
  const healthcheck = final.find((instruction) => instruction.getKeyword() === 'HEALTHCHECK');
  const probe = healthcheck && /CMD\s+(\[.*\])\s*$/s.exec(healthcheck.getArgumentsContent() ?? '');
  if (!probe) problems.push('Dockerfile: no HEALTHCHECK in exec form');
  else {
    const argv = JSON.parse(probe[1]!) as string[];
    problems.push(...checkCommand(repo, argv, { env }));
    if (!argv.join(' ').includes('/livez')) problems.push('Dockerfile: the HEALTHCHECK does not ask /livez');
  }
  return { problems, env, command };
}

interface ComposeService {
  image?: string;
  build?: unknown;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string[] | string };
  volumes?: string[];
}

/** A compose value as Docker Compose interpolates it: ${NAME:-default} → default, ${NAME:?message} → a sample. */
function interpolate(value: string): string {
  return value.replace(
    /\$\{([A-Z_]+)(?::?([-?])([^}]*))?\}/g,
    (_, name: string, kind?: string, rest?: string) =>
      kind === '-'
        ? (rest ?? '')
        : kind === '?'
          ? `sample-${name.toLowerCase()}-value-long-enough-for-checks`
          : '',
  );
}

export interface ComposeSummary {
  problems: string[];
  /** The services running the app's image, by name, with their command and environment. */
  app: Map<string, { command: string[]; env: Record<string, string> }>;
}

export function checkCompose(repo: Repo, text: string, image: DockerfileSummary): ComposeSummary {
  const compose = parseYaml(text, { merge: true }) as { services?: Record<string, ComposeService> };
  const problems: string[] = [];
  const app = new Map<string, { command: string[]; env: Record<string, string> }>();
  const services = compose.services ?? {};
  for (const [name, service] of Object.entries(services)) {
    if (service.build === undefined) continue;
    const given = Object.fromEntries(
      Object.entries(service.environment ?? {}).map(([key, value]) => [
        key,
        interpolate(String(value ?? '')),
      ]),
    );
    const env = { ...image.env, ...given };
    problems.push(...checkEnvironment(`compose.yaml ${name}`, env));
    const command =
      typeof service.command === 'string' ? service.command.split(/\s+/) : (service.command ?? image.command);
    problems.push(
      ...checkCommand(repo, command, { env }).map((problem) => `compose.yaml ${name}: ${problem}`),
    );
    const test = service.healthcheck?.test;
    if (Array.isArray(test) && test[0] === 'CMD')
      problems.push(
        ...checkCommand(repo, test.slice(1), { env }).map((problem) => `compose.yaml ${name}: ${problem}`),
      );
    app.set(name, { command, env });
  }
  const servers = [...app].filter(([, service]) => runsServer(service.command));
  const workers = [...app].filter(([, service]) => service.command.join(' ').endsWith('dist/worker.js'));
  if (servers.length < 2) problems.push('compose.yaml: fewer than two API servers');
  if (workers.length < 1) problems.push('compose.yaml: no worker');
  for (const [name, service] of workers)
    if (!service.env.METRICS_TOKEN)
      problems.push(`compose.yaml ${name}: a worker without METRICS_TOKEN has no probes`);
  // The app's PostgreSQL and Redis are services of the file.
  for (const [name, service] of app) {
    for (const [variable, scheme, imageName] of [
      ['DATABASE_URL', 'postgres', 'postgres'],
      ['REDIS_URL', 'redis', 'redis'],
    ] as const) {
      const url = service.env[variable];
      if (!url) {
        problems.push(`compose.yaml ${name}: no ${variable}`);
        continue;
      }
      const host = new URL(url).hostname;
      if (!url.startsWith(`${scheme}://`) || !services[host]?.image?.startsWith(`${imageName}:`))
        problems.push(`compose.yaml ${name}: ${variable} names ${host}, which is no ${imageName} service`);
    }
  }
  // The reverse proxy: its configuration file is in the repository and sends to the API servers.
  const proxy = Object.entries(services).find(([, service]) => service.image?.startsWith('caddy:'));
  const caddyfile = proxy?.[1].volumes
    ?.map((volume) => volume.split(':'))
    .find(([, target]) => target === '/etc/caddy/Caddyfile')?.[0];
  if (!caddyfile) problems.push('compose.yaml: no reverse proxy with its Caddyfile');
  else {
    const file = caddyfile.replace(/^\.\//, '');
    const text = repo.read(file);
    if (text === undefined) problems.push(`compose.yaml: ${file} does not exist`);
    else problems.push(...checkCaddyfile(file, text, new Map(servers)));
  }
  return { problems, app };
}

/** The reverse_proxy upstreams are the API servers on the port each listens on; the health check is /readyz. */
export function checkCaddyfile(
  file: string,
  text: string,
  servers: Map<string, { env: Record<string, string> }>,
): string[] {
  const problems: string[] = [];
  const lines = text.split('\n').map((line) => line.replace(/#.*$/, '').trim());
  const proxy = lines.find((line) => line.startsWith('reverse_proxy '));
  if (!proxy) return [`${file}: no reverse_proxy`];
  const upstreams = proxy
    .split(/\s+/)
    .slice(1)
    .filter((word) => word !== '{');
  for (const upstream of upstreams) {
    const [host, port] = upstream.split(':');
    const server = servers.get(host!);
    if (!server) problems.push(`${file}: ${upstream} is not an API server of compose.yaml`);
    else if (server.env.PORT !== port)
      problems.push(`${file}: ${host} listens on ${server.env.PORT}, not ${port}`);
  }
  for (const name of servers.keys())
    if (!upstreams.some((upstream) => upstream.startsWith(`${name}:`)))
      problems.push(`${file}: the API server ${name} gets no traffic`);
  const health = lines.find((line) => line.startsWith('health_uri '))?.split(/\s+/)[1];
  if (health !== '/readyz') problems.push(`${file}: the health check is ${health ?? 'missing'}, not /readyz`);
  return problems;
}

interface K8sContainer {
  name: string;
  command?: string[];
  args?: string[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  ports?: { name?: string; containerPort: number }[];
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  startupProbe?: { httpGet?: { path: string; port: string | number } };
}
interface K8sObject {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec?: {
    template?: { spec: { containers: K8sContainer[] } };
    ports?: { targetPort: string | number }[];
    selector?: Record<string, string>;
  };
}

export function checkKubernetes(repo: Repo, files: Map<string, string>, image: DockerfileSummary): string[] {
  const problems: string[] = [];
  const objects: K8sObject[] = [];
  for (const [file, text] of files)
    for (const document of parseAllDocuments(text)) {
      if (document.errors.length > 0) problems.push(`${file}: ${document.errors[0]!.message}`);
      const object = document.toJS() as K8sObject | null;
      if (object) objects.push(object);
    }
  const sources = new Map<string, Record<string, string>>();
  for (const object of objects)
    if (object.kind === 'ConfigMap' || object.kind === 'Secret') {
      const values = { ...object.data, ...object.stringData };
      problems.push(
        ...Object.keys(values)
          .filter((name) => !CONFIG_VARIABLES.includes(name))
          .map((name) => `${object.kind} ${object.metadata.name}: ${name} is not a variable the app reads`),
      );
      sources.set(`${object.kind}/${object.metadata.name}`, values);
    }
  const deployments = objects.filter((object) => object.kind === 'Deployment');
  const roles = new Set<string>();
  for (const deployment of deployments)
    for (const container of deployment.spec?.template?.spec.containers ?? []) {
      const where = `Deployment ${deployment.metadata.name}`;
      const env: Record<string, string> = { ...image.env };
      for (const from of container.envFrom ?? []) {
        const key = from.configMapRef
          ? `ConfigMap/${from.configMapRef.name}`
          : `Secret/${from.secretRef?.name ?? ''}`;
        const values = sources.get(key);
        if (!values) problems.push(`${where}: envFrom ${key} does not exist`);
        else Object.assign(env, values);
      }
      for (const variable of container.env ?? []) {
        if (!CONFIG_VARIABLES.includes(variable.name))
          problems.push(`${where}: ${variable.name} is not a variable the app reads`);
        else env[variable.name] = variable.value ?? 'from-a-reference-value-long-enough';
      }
      problems.push(...checkEnvironment(where, env));
      const command = [...(container.command ?? image.command), ...(container.args ?? [])];
      problems.push(...checkCommand(repo, command, { env }).map((problem) => `${where}: ${problem}`));
      const role = command.join(' ').endsWith('dist/worker.js') ? 'worker' : 'server';
      roles.add(role);
      if (role === 'worker' && !env.METRICS_TOKEN)
        problems.push(`${where}: a worker without METRICS_TOKEN has no probes`);
      const ports = new Map((container.ports ?? []).map((port) => [port.name ?? '', port.containerPort]));
      const appPort = role === 'worker' ? env.METRICS_PORT : env.PORT;
      for (const [kind, probe] of [
        ['liveness', container.livenessProbe],
        ['readiness', container.readinessProbe],
      ] as const) {
        const get = probe?.httpGet;
        if (!get) {
          problems.push(`${where}: no ${kind} probe`);
          continue;
        }
        const expected = kind === 'liveness' ? '/livez' : '/readyz';
        if (get.path !== expected)
          problems.push(`${where}: the ${kind} probe asks ${get.path}, not ${expected}`);
        const port = typeof get.port === 'number' ? get.port : ports.get(get.port);
        if (String(port) !== appPort)
          problems.push(
            `${where}: the ${kind} probe's port ${get.port} is not where the ${role} listens (${appPort})`,
          );
      }
      if (
        ![...ports.values()].some(
          (port) => String(port) === (env.METRICS_PORT ?? '9464') || String(port) === env.PORT,
        )
      )
        problems.push(`${where}: no port for /metrics`);
    }
  if (!roles.has('server')) problems.push('deploy/k8s: no Deployment of the API server');
  if (!roles.has('worker')) problems.push('deploy/k8s: no Deployment of the worker');
  const namedPorts = new Set(
    deployments.flatMap((deployment) =>
      (deployment.spec?.template?.spec.containers ?? []).flatMap((container) =>
        (container.ports ?? []).map((port) => port.name),
      ),
    ),
  );
  for (const service of objects.filter((object) => object.kind === 'Service'))
    for (const port of service.spec?.ports ?? [])
      if (typeof port.targetPort === 'string' && !namedPorts.has(port.targetPort))
        problems.push(`Service ${service.metadata.name}: no container port named ${port.targetPort}`);
  return problems;
}
