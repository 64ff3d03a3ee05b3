import { setUpI18n } from '../i18n/set-up-i18n';
import { prepareTestFile } from '../testing/prepare-test-file';

prepareTestFile();
// The kit's own texts only (the apps add theirs).
setUpI18n({ chinese: {}, english: {}, storageKey: 'shop.kit.lang' });
