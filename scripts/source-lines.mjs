#!/usr/bin/env node
// Comment share and long lines of package sources (comments at most a fifth, no line over 120).
// Usage: node scripts/source-lines.mjs <folder>...   exit 0 when every folder holds, 1 when one does not.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MAX_SHARE = 0.2;
const MAX_LENGTH = 120;

function* sourceFiles(folder) {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) yield* sourceFiles(file);
    else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) yield file;
  }
}

const isComment = (line) => /^(\/\/|\/\*|\*)/.test(line.trim());

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/source-lines.mjs <folder>...');
  process.exit(2);
}
let failed = false;
for (const folder of folders) {
  let code = 0;
  let comments = 0;
  const long = [];
  for (const file of sourceFiles(folder)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (line.trim() === '') return;
        if (isComment(line)) comments++;
        else code++;
        if (line.length > MAX_LENGTH) long.push(`${path.relative(folder, file)}:${index + 1} (${line.length})`);
      });
  }
  const share = comments / (code + comments);
  const holds = share <= MAX_SHARE && long.length === 0;
  failed ||= !holds;
  console.log(
    `${holds ? 'ok  ' : 'FAIL'} ${folder}: comments ${(share * 100).toFixed(1)}% of ${code + comments} lines`,
  );
  for (const where of long) console.log(`     line over ${MAX_LENGTH}: ${where}`);
}
process.exit(failed ? 1 : 0);
