import { chromium } from 'playwright-core';
const [dir, out, ...names] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1560, height: 900 } });
const fs = await import("node:fs"); fs.writeFileSync("/tmp/scanx/contact.html", `<body style="margin:0;display:grid;grid-template-columns:repeat(6,260px);gap:0">${names.map(n=>`<div><img src="file://${dir}/${n}.png" style="width:260px"><div style="font:12px sans-serif">${n}</div></div>`).join('')}</body>`); await page.goto("file:///tmp/scanx/contact.html");
await page.waitForTimeout(500);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
