export declare const CURRENT_DOCS_VERSION: string;
export declare function classify(urlPath: string): {section: string; version?: string} | null;
