import {useEffect, useState} from 'react';
import {SPONSOR_DIALOG_DELAY_MS} from '@site/src/data/constants';
import {readItem, writeItem} from '@site/src/utils/safeStorage';

const STARTED_KEY = 'rainbond.sponsor.startedAt';
const SHOWN_KEY = 'rainbond.sponsor.shown';

/**
 * True once the session is SPONSOR_DIALOG_DELAY_MS old and the visitor is not on the home page.
 * The clock starts at the first page load of the browser session (sessionStorage), so client-side
 * navigation and reloads do not restart it; once shown, it never shows again in that session.
 */
export function useSponsorTimer(isHome: boolean): {due: boolean; markShown: () => void} {
  const [elapsed, setElapsed] = useState(false);

  useEffect(() => {
    if (readItem('sessionStorage', SHOWN_KEY) === 'true') return undefined;
    let started = Number(readItem('sessionStorage', STARTED_KEY));
    if (!Number.isFinite(started) || started <= 0) {
      started = Date.now();
      writeItem('sessionStorage', STARTED_KEY, String(started));
    }
    const remaining = Math.max(0, started + SPONSOR_DIALOG_DELAY_MS - Date.now());
    const timer = window.setTimeout(() => setElapsed(true), remaining);
    return () => window.clearTimeout(timer);
  }, []);

  return {
    due: elapsed && !isHome && readItem('sessionStorage', SHOWN_KEY) !== 'true',
    markShown: () => writeItem('sessionStorage', SHOWN_KEY, 'true'),
  };
}
