import {chromium} from '@playwright/test';
import fs from 'node:fs'; import zlib from 'node:zlib'; import path from 'node:path';
import {spawn} from 'node:child_process';
const LAUNCH={executablePath:'/usr/bin/chromium',args:['--no-sandbox','--disable-gpu']};
const server = spawn('node', ['scripts/serve.mjs', '--port', '4391', '--dir', process.env.DIR || 'build'], {stdio: 'ignore'});
await new Promise(r=>setTimeout(r,700));
const b = await chromium.launch(LAUNCH);
for (const route of process.argv.slice(2)) {
  const p = await b.newPage(); const files=[];
  p.on('request', r=>{const t=r.resourceType(); if(t==='script'||t==='stylesheet') files.push(new URL(r.url()).pathname)});
  await p.goto('http://127.0.0.1:4391'+route,{waitUntil:'networkidle'});
  await p.close();
  let tot=0; console.log('==',route);
  for (const f of files){const s=zlib.gzipSync(fs.readFileSync(path.join(process.env.DIR || 'build',f)),{level:9}).length; tot+=s; console.log(String(s).padStart(8), f);}
  console.log(String(tot).padStart(8),'TOTAL');
}
await b.close(); server.kill();
