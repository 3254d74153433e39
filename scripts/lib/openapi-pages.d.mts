export interface OperationEntry {
  method: string;
  path: string;
  op: {operationId: string; summary?: string; description?: string; [key: string]: unknown};
  tag: string;
}
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  schema: Record<string, unknown>;
}
export declare const METHODS: string[];
export declare function operationsOf(doc: unknown): OperationEntry[];
export declare function typeLabel(doc: unknown, schema: unknown): string;
export declare function fieldRows(doc: unknown, schema: unknown, prefix?: string, seen?: Set<string>): FieldRow[];
export declare function cell(text: unknown): string;
export declare function sampleFor(doc: unknown, schema: unknown, depth?: number): unknown;
export declare function curlFor(doc: unknown, entry: OperationEntry): string;
export declare function summaryLine(text: unknown): string;
export declare function operationPage(doc: unknown, entry: OperationEntry, locale: 'zh' | 'en'): string;
