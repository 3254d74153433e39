// internals: theme config schema — theme-classic's own validation of themeConfig (lib/options.js), which fills in
// defaults the navbar item components rely on (a locale dropdown's dropdownItemsBefore/After, each item's
// position). The mobile menu (src/data/navigation.ts mobileMenuItems) hands its items to <NavbarItem> without
// that validation, so a test runs them through it: an item the schema would complete is an item that can crash.
const {validateThemeConfig} = require('@docusaurus/theme-classic/lib/options.js');
const {normalizeThemeConfig} = require('@docusaurus/utils-validation');

/** Navbar items as the theme's validation leaves them. @param {Record<string, unknown>[]} items */
function validatedNavbarItems(items) {
  const themeConfig = /** @type {any} */ ({navbar: {items}});
  const config = validateThemeConfig({validate: normalizeThemeConfig, themeConfig});
  if (!Array.isArray(config?.navbar?.items))
    throw new Error(
      '[internals] theme config: validateThemeConfig gave no navbar items; see internals/build/theme-config.js',
    );
  return config.navbar.items;
}

module.exports = {validatedNavbarItems};
