export declare function inlineScriptHashes(buildDir: string): string[];
export declare function origins(urls: string[]): string[];
export declare function contentSecurityPolicy(options: {
  hashes: string[];
  scriptOrigins?: string[];
  connectOrigins?: string[];
}): string;
