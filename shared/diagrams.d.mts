export declare const DIAGRAM_DIR: string;
export declare const DIAGRAM_URL_DIR: string;
export declare const MANIFEST_FILE: string;
export declare const MERMAID_THEMES: {readonly light: 'neutral'; readonly dark: 'dark'};
export declare const RENDER_SETTINGS: Readonly<{
  htmlLabels: boolean;
  fontFamily: string;
  handDrawnSeed: number;
  themeCSS: {light: string; dark: string};
}>;
export type Locale = 'zh' | 'en';
export interface MermaidBlock {
  value: string;
  line: number;
}
export interface ManifestEntry {
  width: number;
  height: number;
  alt: Partial<Record<Locale, string>>;
}
export declare function mermaidVersion(): string;
export declare function mermaidBrowserBundle(): string;
export declare function extractMermaidBlocks(markdown: string): MermaidBlock[];
export declare function diagramHash(source: string, version: string): string;
export declare function localeOfPath(file: string): Locale;
export declare function diagramType(source: string): string;
export declare function diagramKind(source: string, locale: Locale): string;
export declare function diagramLabels(source: string): string[];
export declare function diagramAlt(source: string, locale: Locale, max?: number): string;
export declare function svgSize(svg: string): {width: number; height: number} | null;
export interface Diagram {
  source: string;
  locales: Set<Locale>;
  uses: string[];
}
export declare function collectDiagrams(dirs?: string[]): Map<string, Diagram>;
export declare function unrenderedDiagrams(manifestFile?: string): string[];
