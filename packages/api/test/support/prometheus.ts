/** One sample of a Prometheus text exposition: its name, labels and value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/**
 * Parses the text format (version 0.0.4) as Prometheus reads it: `# TYPE` lines say each family's type,
 * every other non-comment line is a sample. Throws on a line that is neither, so a malformed exposition fails.
 */
export function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line);
      if (type) types.set(type[1]!, type[2]!);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? '').matchAll(LABEL))
      labels[name!] = value!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    const value = match[3] === '+Inf' ? Infinity : match[3] === '-Inf' ? -Infinity : Number(match[3]);
    if (Number.isNaN(value) && match[3]!.toLowerCase() !== 'nan') throw new Error(`not a number: ${line}`);
    samples.push({ name: match[1]!, labels, value });
  }
  return { samples, types };
}

/** A scrape's samples, with the sums a test asks of them. */
export class Scrape {
  readonly samples: Sample[];
  readonly types: Map<string, string>;

  constructor(text: string) {
    ({ samples: this.samples, types: this.types } = parseExposition(text));
  }

  /** The samples of `name` whose labels include `labels`. */
  find(name: string, labels: Record<string, string> = {}): Sample[] {
    return this.samples.filter(
      (sample) =>
        sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
    );
  }

  /** The sum of those samples' values (0 when there are none). */
  sum(name: string, labels: Record<string, string> = {}): number {
    return this.find(name, labels).reduce((total, sample) => total + sample.value, 0);
  }

  /** Whether the family (by its `# TYPE` line) is exposed. */
  has(family: string): boolean {
    return this.types.has(family);
  }
}
