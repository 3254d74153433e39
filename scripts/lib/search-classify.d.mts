export declare function classify(urlPath: string): {section: string; version?: string} | null;
