import type {Plugin} from '@docusaurus/types';
import type {ManifestEntry} from '../shared/diagrams.mjs';

export interface RemarkMermaidSvgOptions {
  baseUrl?: string;
  manifest?: Record<string, ManifestEntry>;
}
export declare function diagramFigure(hash: string, entry: ManifestEntry, alt: string, baseUrl: string): unknown;
/** A unified plugin: (options) → transformer(tree, file). */
export default function remarkMermaidSvg(options?: RemarkMermaidSvgOptions): (tree: any, file: {path?: string}) => void;
/** Docusaurus plugin: a changed manifest evicts the bundler's persistent cache. */
export declare function mermaidSvgCache(): Plugin;
