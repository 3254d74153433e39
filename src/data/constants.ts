// Values the spec names, in one place (SPEC §9).
import {PLATFORM} from './platform.mjs';
export const MOBILE_BREAKPOINT_PX = 996;
export const PROGRESS_BAR_DELAY_MS = 200;
export const BLOG_POSTS_PER_PAGE = 18;
export const PLATFORM_UI_PORT = Number(PLATFORM.console_port);
export {CURRENT_DOCS_LABEL} from '../../settings.mjs';
/** Bump this when the announcement changes: visitors who dismissed the old one see the new one. */
export const ANNOUNCEMENT_ID = 'star-rainbond-2026-11';
/** SPEC §4: the sponsorship dialog opens this long after the first page load of a browser session. */
export const SPONSOR_DIALOG_DELAY_MS = 180_000;
export const SPONSOR_DIALOG_WIDTH_PX = 600;
