export declare function auditVerdict(
  report: unknown,
  exceptions: Record<string, string>,
): {status: 'skipped' | 'clean' | 'failed'; lines: string[]};
