// Code that speaks through the page's i18n instance (lib/i18n) reads English in the unit tests, as
// on a page started in English: with no catalogue loaded, Lingui formats each message from its
// English source. A test of another language sets up an instance of its own.
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
