// Proves an AsyncAPI document valid with AsyncAPI's own parser (@asyncapi/parser: the specification's JSON
// Schema, its `$ref`s, each payload against the schema format, and its Spectral ruleset): no diagnostic of
// error severity. Warnings and hints (the advice to move to the latest minor version) are returned.
import { DiagnosticSeverity, Parser } from '@asyncapi/parser';

const parser = new Parser();

/** Throws an `Error` listing every error of `document`; resolves with the other diagnostics' codes. */
export async function assertValidAsyncApi(document: unknown): Promise<string[]> {
  const { document: parsed, diagnostics } = await parser.parse(JSON.stringify(document));
  const errors = diagnostics.filter((diagnostic) => diagnostic.severity === DiagnosticSeverity.Error);
  if (errors.length > 0 || parsed === undefined) {
    const lines = errors.map((error) => `${error.code} at ${error.path.join('/')}: ${error.message}`);
    throw new Error(`the document is not valid AsyncAPI:\n${lines.join('\n')}`);
  }
  return diagnostics.map((diagnostic) => String(diagnostic.code));
}
