// `npm run bench:alerts`: only the alert-matching phase of `npm run bench` (about 20 s).
import { alertMatchingFigures } from './alert-matching.js';

console.log(JSON.stringify({ bench: 'alerts', node: process.version, alertMatching: await alertMatchingFigures() }));
