// Finds import cycles between the .ts files under the given folders (default: every packages/*/src), then
// loops between their folders: a folder imports another when one of its files does, so the folders must form a
// DAG. A file beside sub-folders stands for itself (an index.ts or a shared model above them is no loop), and unit
// tests (*.test.ts) are left out of the folder graph, as they may drive their file through the app above it.
// Usage: node scripts/import-cycles.mjs [folder...]; exit 0 without cycles, 1 with, 2 on bad input.
// Plain Node, no dependency. Every relative specifier counts, `import type` and `import('./x')` included.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STATIC = /(?:^|[;}])\s*(?:import|export)\b[^;'"]*?\bfrom\s*(['"])([^'"\n]+)\1/gm;
const SIDE_EFFECT = /(?:^|[;}])\s*import\s*(['"])([^'"\n]+)\1/gm;
const DYNAMIC = /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g;
const REGEX = /^\/(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[a-z]*/;

function fail(message) {
  console.error(`import-cycles: ${message}`);
  process.exit(2);
}

function defaultFolders() {
  const packages = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'packages');
  return readdirSync(packages)
    .map((name) => path.join(packages, name, 'src'))
    .filter((folder) => existsSync(folder));
}

function listSources(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The source with comments, template text, regular expressions and strings that name no module blanked. */
function blankNonCode(source) {
  let out = '';
  let index = 0;
  // One entry per open template literal: the `{` depth inside its current `${...}`, 0 while in its text.
  const templates = [];
  const take = (end, keep) => {
    const text = source.slice(index, end);
    out += keep ? text : text.replace(/[^\n]/g, ' ');
    index = end;
  };
  while (index < source.length) {
    const char = source[index];
    const two = source.slice(index, index + 2);
    if (templates.at(-1) === 0) {
      if (char === '`') templates.pop(), take(index + 1, true);
      else if (two === '${') (templates[templates.length - 1] = 1), take(index + 2, true);
      else take(index + (char === '\\' ? 2 : 1), false);
    } else if (two === '//') {
      const end = source.indexOf('\n', index);
      take(end < 0 ? source.length : end, false);
    } else if (two === '/*') {
      const end = source.indexOf('*/', index + 2);
      take(end < 0 ? source.length : end + 2, false);
    } else if (char === "'" || char === '"') {
      let end = index + 1;
      while (end < source.length && source[end] !== char && source[end] !== '\n') end += source[end] === '\\' ? 2 : 1;
      const keep = isSpecifierPlace(out);
      take(index + 1, true);
      take(end, keep);
      take(end + 1, true);
    } else if (char === '`') {
      templates.push(0);
      take(index + 1, true);
    } else if (char === '/' && isRegexStart(out)) {
      take(index + (REGEX.exec(source.slice(index))?.[0].length ?? 1), false);
    } else {
      if (templates.length > 0 && char === '{') templates[templates.length - 1]++;
      if (templates.length > 0 && char === '}') templates[templates.length - 1]--;
      take(index + 1, true);
    }
  }
  return out;
}

/** Only a string after `from`, `import` or `import(` can be a module specifier; others are blanked. */
function isSpecifierPlace(before) {
  return /(?:\bfrom|\bimport|\bimport\s*\()\s*$/.test(before.slice(-40));
}

/** A `/` starts a regular expression where an expression may start, not after an operand. */
function isRegexStart(before) {
  const tail = before.trimEnd();
  if (tail === '') return true;
  if (/[(,=:[!&|?{};+\-*%<>~^]$/.test(tail)) return true;
  return /\b(?:return|typeof|case|do|else|in|of|void|yield|await)$/.test(tail);
}

/** The file a relative specifier names: as written, or `.js` written for `.ts`, or a folder's index.ts. */
function resolveSpecifier(from, specifier) {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target, target.replace(/\.js$/, '.ts'), `${target}.ts`, path.join(target, 'index.ts')];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function readImports(file) {
  const code = blankNonCode(readFileSync(file, 'utf8'));
  const specifiers = [STATIC, SIDE_EFFECT, DYNAMIC].flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[2]));
  const relative = specifiers.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
  return [...new Set(relative.map((specifier) => resolveSpecifier(file, specifier)).filter(Boolean))];
}

/** Tarjan's strongly connected components; those of two files or more (or a file importing itself) are cycles. */
function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const visit = (file) => {
    index.set(file, index.size);
    low.set(file, index.get(file));
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file), index.get(target)));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

/** One closed path through a component, shortest from its first file, to show how the cycle closes. */
function findPath(graph, component) {
  const members = new Set(component);
  const start = component[0];
  const previous = new Map();
  const queue = [start];
  for (let at = 0; at < queue.length; at++) {
    for (const target of graph.get(queue[at]) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const route = [start];
        for (let file = queue[at]; file !== start; file = previous.get(file)) route.splice(1, 0, file);
        return [...route, start];
      }
      if (!previous.has(target)) previous.set(target, queue[at]), queue.push(target);
    }
  }
  return [start, start];
}

/** The node a file belongs to at folder level: its folder, or the file itself when it sits beside folders. */
function folderOf(file) {
  const folder = path.dirname(file);
  return hasFolders(folder) ? file : folder;
}

const foldersWithFolders = new Map();
function hasFolders(folder) {
  if (!foldersWithFolders.has(folder)) {
    foldersWithFolders.set(
      folder,
      readdirSync(folder, { withFileTypes: true }).some((entry) => entry.isDirectory()),
    );
  }
  return foldersWithFolders.get(folder);
}

/** The folder graph, and for each edge the first file import that makes it, to show where a loop closes. */
function toFolderGraph(graph) {
  const folders = new Map();
  const witness = new Map();
  for (const [file, targets] of graph) {
    if (file.endsWith('.test.ts')) continue;
    const from = folderOf(file);
    if (!folders.has(from)) folders.set(from, []);
    for (const target of targets) {
      const to = folderOf(target);
      if (to === from || witness.has(`${from}\n${to}`)) continue;
      folders.get(from).push(to);
      witness.set(`${from}\n${to}`, `${file} -> ${target}`);
    }
  }
  return { folders, witness };
}

const given = process.argv.slice(2);
const folders = given.length > 0 ? given.map((folder) => path.resolve(folder)) : defaultFolders();
for (const folder of folders) {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) fail(`${folder} is not a folder`);
}
const files = [...new Set(folders.flatMap(listSources))].sort();
if (files.length === 0) fail(`no .ts file under ${folders.join(', ')}`);
const known = new Set(files);
const graph = new Map(files.map((file) => [file, readImports(file).filter((target) => known.has(target))]));
const cycles = findCycles(graph);
const folderGraph = toFolderGraph(graph);
const loops = findCycles(folderGraph.folders);
const shown = (file) => path.relative(process.cwd(), file) || '.';
const count = (n, one, many) => `${n} ${n === 1 ? one : many}`;
const nodes = folderGraph.folders.size;
if (cycles.length === 0 && loops.length === 0) {
  console.log(`no import cycle in ${files.length} files, no folder loop in ${count(nodes, 'node', 'nodes')}`);
  process.exit(0);
}
if (cycles.length > 0) console.log(`${count(cycles.length, 'import cycle', 'import cycles')} in ${files.length} files`);
for (const [number, component] of cycles.entries()) {
  console.log(`cycle ${number + 1}, ${component.length} files:`);
  for (const file of component) console.log(`  ${shown(file)}`);
  console.log(`  closes: ${findPath(graph, component).map(shown).join(' -> ')}`);
}
if (loops.length > 0)
  console.log(`${count(loops.length, 'folder loop', 'folder loops')} in ${count(nodes, 'node', 'nodes')}`);
for (const [number, component] of loops.entries()) {
  console.log(`loop ${number + 1}, ${component.length} folders:`);
  for (const folder of component) console.log(`  ${shown(folder)}`);
  const route = findPath(folderGraph.folders, component);
  console.log(`  closes: ${route.map(shown).join(' -> ')}`);
  for (let at = 1; at < route.length; at++) {
    const [from, to] = folderGraph.witness.get(`${route[at - 1]}\n${route[at]}`).split(' -> ');
    console.log(`    ${shown(from)} imports ${shown(to)}`);
  }
}
process.exit(1);
