// The built sheet in Chromium, as test/sheet/browser.test.ts renders it (test/sheet/paint.ts).
export { CHROMIUM, HAVE_CHROMIUM, PAINT, paintScript, sheetPage } from '../../sheet/paint';
