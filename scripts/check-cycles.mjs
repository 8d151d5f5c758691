// `npm run lint`: no import cycle between the modules of any package, and none between the domains of
// packages/features/src (a domain's public entry imported by a domain it imports back would tie their
// chunks together; docs/architecture.md, "Inside features"). dpdm parses the imports, type-only ones dropped
// (they leave no trace in the built code); this script folds the features' files into their domain folders
// and looks for a strongly connected group of domains. Tests are left out: nothing imports them.
import { parseCircular, parseDependencyTree, prettyCircular, shortenTree } from 'dpdm';

const FEATURES = 'packages/features/src/';
const isTest = (file) => /\.test\.tsx?$/.test(file);

const tree = shortenTree(
  process.cwd(),
  await parseDependencyTree('packages/*/src/**/*.{ts,tsx}', { transform: true }),
);

let failed = false;

const moduleCycles = parseCircular(tree);
if (moduleCycles.length > 0) {
  failed = true;
  console.error(`Import cycles between modules:\n${prettyCircular(moduleCycles)}`);
}

/** 'packages/features/src/channels/api/x.ts' → 'channels'; the package's root files are no domain. */
function domainOf(file) {
  if (!file.startsWith(FEATURES)) return null;
  const [domain, ...rest] = file.slice(FEATURES.length).split('/');
  return rest.length > 0 ? domain : null;
}

// domain → domain it imports → one import that shows it
const imports = new Map();
for (const [file, dependencies] of Object.entries(tree)) {
  const from = domainOf(file);
  if (!from || isTest(file)) continue;
  for (const { id } of dependencies ?? []) {
    const to = id && domainOf(id);
    if (!to || to === from) continue;
    if (!imports.has(from)) imports.set(from, new Map());
    if (!imports.get(from).has(to)) imports.get(from).set(to, `${file} → ${id}`);
  }
}

// Tarjan's strongly connected components: a component of more than one domain holds a cycle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function visit(domain) {
  index.set(domain, index.size);
  low.set(domain, index.get(domain));
  stack.push(domain);
  onStack.add(domain);
  for (const next of imports.get(domain)?.keys() ?? []) {
    if (!index.has(next)) {
      visit(next);
      low.set(domain, Math.min(low.get(domain), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(domain, Math.min(low.get(domain), index.get(next)));
    }
  }
  if (low.get(domain) === index.get(domain)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== domain);
    if (component.length > 1) components.push(component);
  }
}
for (const domain of imports.keys()) if (!index.has(domain)) visit(domain);

for (const component of components) {
  failed = true;
  console.error(`Features domains that import each other: ${component.sort().join(', ')}`);
  for (const from of component) {
    for (const [to, example] of imports.get(from) ?? []) {
      if (component.includes(to)) console.error(`  ${from} → ${to}: ${example}`);
    }
  }
}

if (failed) process.exit(1);
console.log(`No import cycle (${Object.keys(tree).length} modules, ${imports.size} features domains).`);
