import {chromium} from '@playwright/test';
const b = await chromium.launch({executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu']});
const [url, out, w, h, theme] = process.argv.slice(2);
const p = await b.newPage({viewport:{width:Number(w||1280),height:Number(h||900)}});
if (theme) await p.addInitScript((t)=>localStorage.setItem('theme',t), theme);
await p.goto(url,{waitUntil:'networkidle'});
await p.screenshot({path:out, fullPage: false});
await b.close();
