/** One measured figure: printed as a table row, written to the JSON as it is. */
export interface Figure {
  readonly name: string;
  readonly value: number | string | boolean | null;
  readonly unit?: string;
}

export interface ScenarioResult {
  readonly scenario: string;
  /** `skipped`: a tool or a limit was missing (`reason` says which); `failed`: it threw or passed its deadline. */
  readonly status: 'ok' | 'skipped' | 'failed';
  readonly reason?: string;
  readonly sizes: Readonly<Record<string, number>>;
  readonly seconds: number;
  readonly figures: readonly Figure[];
}

/** Shorthand for a figure. */
export function figure(name: string, value: Figure['value'], unit?: string): Figure {
  return unit === undefined ? { name, value } : { name, value, unit };
}

/** The Markdown table of every figure: scenario, figure, value (a skipped or failed scenario gives its reason). */
export function toMarkdown(results: readonly ScenarioResult[]): string {
  const rows = ['| scenario | figure | value |', '|---|---|---:|'];
  for (const result of results) {
    if (result.status !== 'ok') {
      rows.push(`| ${result.scenario} | **${result.status}** | ${escape(result.reason ?? '')} |`);
    }
    for (const { name, value, unit } of result.figures) {
      rows.push(`| ${result.scenario} | ${escape(name)} | ${escape(formatValue(value))}${unit ? ` ${unit}` : ''} |`);
    }
  }
  return rows.join('\n');
}

/** Thousands separated, at most two decimals; `null` is a dash. */
export function formatValue(value: Figure['value']): string {
  if (value === null) return '–';
  if (typeof value !== 'number') return String(value);
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

function escape(text: string): string {
  return text.replaceAll('|', '\\|').replaceAll('\n', ' ');
}
