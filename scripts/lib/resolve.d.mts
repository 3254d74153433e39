export declare function htmlRedirectTarget(pathname: string): string | null;
export declare function resolveFile(buildDir: string, pathname: string): string | null;
export declare function notFoundFile(buildDir: string, pathname: string): string;
