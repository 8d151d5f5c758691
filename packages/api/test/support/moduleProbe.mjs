// Loaded with `node --import` into a server or worker under test: records the URL of every module the process
// resolves (ES modules and require() alike, through Node's in-thread hooks) and writes them, one a line, to
// the file named by MODULE_PROBE_FILE when the process exits.
import { writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const loaded = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    loaded.add(result.url);
    return result;
  },
});
process.on('exit', () => writeFileSync(process.env.MODULE_PROBE_FILE, [...loaded].join('\n')));
