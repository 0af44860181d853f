import type { ContractRoute } from '../model.ts';
import { quote, toValueKey } from '../types/text.ts';

/** The text of `paths` (spec "Runtime value paths"), grouped by first static segment, keyed by handler name. */
export function printPaths(routes: readonly ContractRoute[]): string {
  const groups = new Map<string, ContractRoute[]>();
  for (const route of routes) {
    const group = route.path.split('/').find(isStaticSegment) ?? '/';
    const members = groups.get(group);
    if (members) members.push(route);
    else groups.set(group, [route]);
  }
  const lines: string[] = ['{'];
  for (const [group, members] of groups) {
    lines.push(`  ${toValueKey(group)}: {`);
    const counts = new Map<string, number>();
    for (const route of members) counts.set(route.handler, (counts.get(route.handler) ?? 0) + 1);
    const used = new Set<string>();
    // Where the search for a free `_n` resumes: keys are only added, so a taken one stays taken.
    const nextSuffix = new Map<string, number>();
    for (const route of members) {
      const wanted = (counts.get(route.handler) ?? 0) > 1 ? `${route.handler}_${route.method}` : route.handler;
      let key = wanted;
      if (used.has(key)) {
        let n = nextSuffix.get(wanted) ?? 2;
        while (used.has(`${wanted}_${n}`)) n++;
        nextSuffix.set(wanted, n + 1);
        key = `${wanted}_${n}`;
      }
      used.add(key);
      lines.push(`    ${toValueKey(key)}: ${quote(route.path)},`);
    }
    lines.push('  },');
  }
  lines.push('}');
  return lines.length === 2 ? '{}' : lines.join('\n');
}

function isStaticSegment(segment: string): boolean {
  return segment !== '' && !segment.startsWith(':') && segment !== '*';
}
