import { prepareTestFile } from '@shop/web-kit/testing';

prepareTestFile();
// The app's texts, for every test file (after the reset above, so each file has its own set-up).
await import('@/lib/i18n');
