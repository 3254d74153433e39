// Text placed into a regular expression as itself: the nginx config's base path, glossary terms and their
// synonyms. RegExp.escape does this from Node 24 and current browsers, but the site still runs on Node 22.

/** @param {string} text */
export const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
