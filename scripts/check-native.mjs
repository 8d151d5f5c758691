// `postinstall`: the native SQLite module must load in the Node.js that runs the project's scripts (the `node`
// dev dependency, first on an npm script's PATH), whatever Node ran `npm install`. sqlite3 is built on Node-API,
// so one build serves every Node line; should a build still not load, it is rebuilt against this Node's headers.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const opens = () =>
  spawnSync(process.execPath, ['-e', "new (require('sqlite3').Database)(':memory:').close()"], {
    stdio: 'pipe',
  }).status === 0;

if (!opens()) {
  // The registry's Node package keeps its headers (include/node) beside its binary.
  const headers = path.resolve(path.dirname(require.resolve('node/package.json')), 'node_modules');
  const platformPackage = `node-${process.platform === 'win32' ? 'win' : process.platform}-${process.arch}`;
  const nodedir = path.join(headers, platformPackage);
  console.log(`sqlite3 does not load in Node.js ${process.version}: rebuilding it against ${nodedir}`);
  spawnSync('npm', ['rebuild', 'sqlite3'], {
    stdio: 'inherit',
    env: { ...process.env, npm_config_nodedir: nodedir },
  });
  if (!opens()) {
    console.error(`sqlite3 still does not load in Node.js ${process.version}; see the README's quick start.`);
    process.exit(1);
  }
}
