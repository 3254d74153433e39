// External addresses the site links to. Kept in one module so a move is a one-line change.
export const GITHUB_REPO_URL = 'https://github.com/goodrain/rainbond';
export const GITEE_REPO_URL = 'https://gitee.com/rainbond/Rainbond';
export const GITHUB_ISSUES_URL = 'https://github.com/goodrain/rainbond/issues';
export const APP_STORE_URL = 'https://hub.grapps.cn';
export const FORUM_URL = 'https://t.goodrain.com';
export const CONTACT_URL = 'https://p5yh4rek1e.feishu.cn/share/base/shrcn4dG9z5zvbZZWd1MFf6ILBg';
/** Repository holding this website; edit links point here. Override with EDIT_URL. */
