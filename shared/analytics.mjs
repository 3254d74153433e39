// The two analytics scripts of the spec (Baidu statistics and PostHog) are off unless an operator
// configures them: ANALYTICS_SCRIPTS is a comma-separated list of script URLs (https only).
/** @param {Record<string, string | undefined>} env @returns {string[]} */
export function analyticsScripts(env) {
  return (env.ANALYTICS_SCRIPTS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((url) => {
      const parsed = new URL(url);
      if (parsed.protocol !== 'https:') throw new Error(`ANALYTICS_SCRIPTS: ${url} is not an https URL`);
      return parsed.href;
    });
}
