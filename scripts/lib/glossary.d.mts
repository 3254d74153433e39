export declare const ALLOWED_NAMES: string[];
export declare function synonymHits(line: string): Array<{word: string; right: string}>;
export declare function sentenceCaseHits(text: string): string[];
export declare function pageGlossaryProblems(file: string, text: string, frontMatter: string): string[];
export declare function labelGlossaryProblems(file: string, text: string, pinned?: Set<string>): string[];
export declare function zhGlossaryProblems(file: string, text: string): string[];
