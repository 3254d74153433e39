// Excerpts are plain text runs, some marked as matches. They are rendered as text nodes, never as HTML,
// so hostile page text or queries can only ever be text.
export interface ExcerptPart {
  text: string;
  mark: boolean;
}
