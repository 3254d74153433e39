export declare function analyticsScripts(env: Record<string, string | undefined>): string[];
