type Setter = (value: string) => void;
export declare function translatableStrings(doc: unknown): [string, string, Setter][];
export declare function coverage(
  doc: unknown,
  translations: Record<string, string>,
): {missing: string[]; unknown: string[]};
export declare function localize<T>(doc: T, translations: Record<string, string>): T;
