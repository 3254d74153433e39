/** The middle value of a list of figures (the upper middle for an even count), as the bench reports them. */
export const median = (/** @type {number[]} */ values) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
