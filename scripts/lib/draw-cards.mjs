// The social cards step's drawing (scripts/build/gen-social-cards.mjs), run in worker threads (scripts/lib/workers.mjs),
// each with its own Chromium page. Turning a screenshot into a palette PNG costs JavaScript twice the time Chromium
// takes to draw it, so a single thread kept one of two cores idle: two threads draw 1,020 cards in about half the time.
import path from 'node:path';
import {isMainThread, parentPort, workerData} from 'node:worker_threads';
import {LAUNCH} from './first-load.mjs';
import {decodeRgb, encodePalette} from './png.mjs';
import {writeFileAtomic} from './renderer.mjs';
import {CARD_MAX_BYTES, CARD_SIZE, cardHtml} from './social-cards.mjs';

/** @typedef {{key: string, card: import('./social-cards.mjs').CardPage}} CardJob */

/**
 * Draws each card into `cacheDir/<key>.png`.
 * @param {{items: CardJob[], logo: string, cacheDir: string}} job
 */
async function draw({items, logo, cacheDir}) {
  const {chromium} = await import('@playwright/test');
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage({viewport: CARD_SIZE, deviceScaleFactor: 1});
    for (const {key, card} of items) {
      await page.setContent(cardHtml(card, logo), {waitUntil: 'load'});
      await page.evaluate(() => document.fonts.ready);
      // Saved with a palette (scripts/lib/png.mjs): ~25 kB where Chromium's own PNG of it takes ~140 kB.
      const png = encodePalette(decodeRgb(await page.screenshot({type: 'png'})));
      if (png.length > CARD_MAX_BYTES) console.warn(`social cards: ${key}.png (${card.title}) is ${png.length} bytes`);
      writeFileAtomic(path.join(cacheDir, `${key}.png`), png);
    }
  } finally {
    await browser.close();
  }
  return items.length;
}

if (!isMainThread) parentPort?.postMessage(await draw(workerData));
