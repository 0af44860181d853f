export interface PackedEntry {
  readonly name: string;
  readonly size: number;
  readonly unpackedSize: number;
}
export interface SizeRow {
  readonly name: string;
  readonly size: number;
  readonly unpacked: number;
}
export function updateSizeTable(readme: string, entries: readonly PackedEntry[]): string;
export function readSizeTable(readme: string): SizeRow[];
